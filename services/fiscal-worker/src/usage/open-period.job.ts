import { handleCommand } from '@lavadero/event-store/handle-command';
import {
  defineJob,
  type JobDefinition,
  type ScheduleDefinition,
  type StartupJob,
  type WorkerContext,
} from '../worker-module';
import { PARAGUAY_TIME_ZONE, usagePeriodAt } from './paraguay-period';
import { USAGE_PERIODS_STREAM_ID, usagePeriodDecider } from './usage-period';

export const OPEN_PERIOD_JOB = 'usage.open-period';

/** No data: the period is the Paraguayan month of the moment the job runs. */
export type OpenPeriodData = Record<string, never>;

/** Midnight of the 1st, Paraguayan time. */
export const openPeriodSchedule: ScheduleDefinition = {
  schedulerId: OPEN_PERIOD_JOB,
  spec: { pattern: '0 0 1 * *', tz: PARAGUAY_TIME_ZONE },
  name: OPEN_PERIOD_JOB,
  data: {},
};

/**
 * Also run at every start, so that a server that was down at midnight on the 1st still opens the
 * month; the id (one per period) keeps restarts within the month from enqueuing it again.
 */
export function openPeriodAtStart({ now }: WorkerContext): StartupJob {
  return { name: OPEN_PERIOD_JOB, data: {}, jobId: `${OPEN_PERIOD_JOB}:${usagePeriodAt(now())}` };
}

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
