import type { WorkerModule } from '../worker-module';
import { openPeriodJob, openPeriodRuns } from './open-period.job';
import { onUsagePeriodOpened, resetUsersJob } from './reset-users.job';

/** Monthly usage: open the Paraguayan month on the 1st, then reset every user's invoice counter. */
export const usageModule: WorkerModule = {
  jobs: (context) => [openPeriodJob(context), resetUsersJob(context)],
  schedules: [openPeriodRuns.schedule],
  startupJobs: (context) => [openPeriodRuns.atStart(context)],
  eventRules: { UsagePeriodOpened: onUsagePeriodOpened },
};
