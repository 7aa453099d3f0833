import { loadConfig } from '@lavadero/platform/config';
import { createSecretBox, resolveSecretsKey, type SecretBox } from '@lavadero/platform/secret-box';
import type { WorkerModule } from '../worker-module';
import {
  type ConnectionTestOptions,
  connectionTestJob,
  onConnectionTestRequested,
} from './connection-test.job';

/** The key this process resolves from its environment, once. */
let fromEnvironment: Promise<SecretBox> | null = null;
const environmentSecrets = () => {
  fromEnvironment ??= (async () => {
    const config = loadConfig();
    return createSecretBox(await resolveSecretsKey(config.secretsKey, config.dataDir));
  })();
  return fromEnvironment;
};

/** DNIT integration: connection tests asked for by the API through the event store. */
export function dnitModule(options: ConnectionTestOptions = { secrets: environmentSecrets }): WorkerModule {
  return {
    jobs: (context) => [connectionTestJob(context, options)],
    schedules: [],
    startupJobs: () => [],
    eventRules: { DnitConnectionTestRequested: onConnectionTestRequested },
  };
}
