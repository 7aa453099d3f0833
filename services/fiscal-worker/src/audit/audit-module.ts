import type { WorkerModule } from '../worker-module';
import { anchorChainAtStart, anchorChainJob, anchorChainSchedule } from './anchor-chain.job';

/** The audit trail: the daily anchor of the log's hash chain. */
export const auditModule: WorkerModule = {
  jobs: (context) => [anchorChainJob(context)],
  schedules: [anchorChainSchedule],
  startupJobs: (context) => [anchorChainAtStart(context)],
  eventRules: {},
};
