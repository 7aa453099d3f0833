import { foldEvents } from '@lavadero/domain/shared/decider';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { toUserStreamId } from '@lavadero/domain/users/events';
import { userDecider } from '@lavadero/domain/users/user-decide';
import { handleCommand } from '@lavadero/event-store/handle-command';
import { listUsers } from '@lavadero/read-models/users/users.queries';
import { defineJob, type EventJobRule, type JobDefinition, type WorkerContext } from '../worker-module';
import { USAGE_PERIODS_STREAM_ID, type UsagePeriodOpened, usagePeriodDecider } from './usage-period';

export const RESET_USERS_JOB = 'usage.reset-users';

export type ResetUsersData = {
  readonly period: string;
  /** The UsagePeriodOpened event this job reacts to: the causation of every reset it appends. */
  readonly openedEventId: string;
};

export const onUsagePeriodOpened: EventJobRule = (event) => {
  const { period } = event.data as UsagePeriodOpened['data'];
  const data: ResetUsersData = { period, openedEventId: event.id };
  return { name: RESET_USERS_JOB, data };
};

/**
 * Resets every user's monthly counter for the period. Safe to run again, whole or in part: the
 * users decider resets each user once per period, so a retry after a partial failure only
 * finishes the users still missing.
 */
export function resetUsersJob({ store, readDb, now, logger }: WorkerContext): JobDefinition {
  return defineJob<ResetUsersData>(RESET_USERS_JOB, async ({ period, openedEventId }, { jobId }) => {
    if (!(await isCurrentPeriod(store, period))) {
      // A replay of an old month's event (its job id long forgotten) must not undo a newer reset.
      logger.warn({ period }, 'usage reset skipped: a later period is already open');
      return;
    }
    const failures: unknown[] = [];
    let reset = 0;
    for (const user of await listUsers(readDb)) {
      const at = now().toISOString();
      try {
        const { events } = await handleCommand(
          store,
          toUserStreamId(user.id),
          userDecider,
          { type: 'ResetMonthlyUsage', data: { period, now: at } },
          { userId: null, correlationId: jobId, causationId: openedEventId, occurredAt: at },
        );
        reset += events.length > 0 ? 1 : 0;
      } catch (error) {
        // A read-model row without a stream (e.g. after a system reset) has nothing to reset.
        if (error instanceof NotFoundError)
          logger.warn({ userId: user.id, period }, 'usage reset: no such user stream');
        else failures.push(error);
      }
    }
    logger.info({ period, reset, failed: failures.length }, 'monthly usage reset');
    // One user's failure must not stop the others; the job as a whole is retried for the rest.
    if (failures.length > 0)
      throw new AggregateError(failures, `Usage reset failed for ${failures.length} user(s)`);
  });
}

async function isCurrentPeriod(store: WorkerContext['store'], period: string): Promise<boolean> {
  const history = await store.readStream(USAGE_PERIODS_STREAM_ID);
  const state = foldEvents(usagePeriodDecider, history);
  return state.current === period;
}
