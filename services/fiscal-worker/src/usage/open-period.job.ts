import { handleCommand } from '@lavadero/event-store/handle-command';
import { defineJob, type JobDefinition, oncePerPeriod, type WorkerContext } from '../worker-module';
import { usagePeriodAt } from './paraguay-period';
import { USAGE_PERIODS_STREAM_ID, usagePeriodDecider } from './usage-period';

export const OPEN_PERIOD_JOB = 'usage.open-period';

/** No data: the period is the Paraguayan month of the moment the job runs. */
export type OpenPeriodData = Record<string, never>;

/** Midnight of the 1st, Paraguayan time, and at every start, once per month. */
export const openPeriodRuns = oncePerPeriod(OPEN_PERIOD_JOB, '0 0 1 * *', usagePeriodAt);

/**
 * The month to open: the one it is now, or the one the schedule fired for when this host's clock
 * is still a little behind midnight (opening the old month again would do nothing, and the new
 * one would wait for the next restart).
 */
export function periodToOpen(now: Date, scheduledFor?: Date): string {
  return usagePeriodAt(scheduledFor && scheduledFor > now ? scheduledFor : now);
}

/** Appends UsagePeriodOpened once per month; the users are reset in reaction to that event. */
export function openPeriodJob({ store, now, logger }: WorkerContext): JobDefinition {
  return defineJob<OpenPeriodData>(OPEN_PERIOD_JOB, async (_data, { jobId, scheduledFor }) => {
    const at = now();
    const period = periodToOpen(at, scheduledFor);
    const { events } = await handleCommand(
      store,
      USAGE_PERIODS_STREAM_ID,
      usagePeriodDecider,
      { type: 'OpenUsagePeriod', data: { period, now: at.toISOString() } },
      { userId: null, correlationId: jobId, occurredAt: at.toISOString() },
    );
    logger.info(
      { period, opened: events.length > 0 },
      events.length > 0 ? 'usage period opened' : 'usage period already open',
    );
  });
}
