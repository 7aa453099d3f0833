import { environmentSecrets, environmentSifenCa } from '../environment';
import type { WorkerModule } from '../worker-module';
import {
  type ConnectionTestOptions,
  connectionTestJob,
  onConnectionTestRequested,
} from './connection-test.job';

/** DNIT integration: connection tests asked for by the API through the event store. */
export function dnitModule(
  options: ConnectionTestOptions = { secrets: environmentSecrets, ca: environmentSifenCa() },
): WorkerModule {
  return {
    jobs: (context) => [connectionTestJob(context, options)],
    schedules: [],
    startupJobs: () => [],
    eventRules: { DnitConnectionTestRequested: onConnectionTestRequested },
  };
}
