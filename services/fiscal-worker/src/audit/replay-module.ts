import type { WorkerModule } from '../worker-module';
import { onProjectionReplayRequested, replayAuditJob } from './replay.job';

/** The auditors' checks that run on request: the replay of the read models (issue 20). */
export const replayAuditModule: WorkerModule = {
  jobs: (context) => [replayAuditJob(context)],
  schedules: [],
  startupJobs: () => [],
  eventRules: { ProjectionReplayRequested: onProjectionReplayRequested },
};
