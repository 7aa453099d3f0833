import type { WorkerModule } from '../worker-module';
import { anchorChainJob, anchorChainRuns } from './anchor-chain.job';

/** The audit trail: the daily anchor of the log's hash chain. */
export const auditModule: WorkerModule = {
  jobs: (context) => [anchorChainJob(context)],
  schedules: [anchorChainRuns.schedule],
  startupJobs: (context) => [anchorChainRuns.atStart(context)],
  eventRules: {},
};
