import { startApi, stopOnSignal } from '@lavadero/command-api/start-api';
import { ConfigError, loadConfig } from '@lavadero/platform/config';
import { acquireDataDirLock } from '@lavadero/platform/data-dir-lock';
import { openInfrastructure } from '@lavadero/platform/infrastructure';
import { CheckpointPoller } from '@lavadero/read-models/checkpoints/checkpoint-poller';
import { allProjections } from '@lavadero/read-models/projections';
import { startEmbeddedWorkers } from './embedded-workers';

/**
 * `npm start`: the composition root that is not a service. Embedded mode (no DATABASE_URL): one
 * process runs the command API, the projections and the fiscal worker over one PGlite database and
 * serves the frontends. With DATABASE_URL set it starts the API alone, like the API service.
 */
async function main() {
  const config = loadConfig();
  const releaseLock = config.mode === 'embedded' ? acquireDataDirLock(config.dataDir, 'npm start') : () => {};
  const infra = await openInfrastructure(config);
  const embedded = config.mode === 'embedded' ? await startEmbeddedWorkers(infra, config) : null;
  const readModels =
    embedded?.runner ??
    new CheckpointPoller(
      infra.readDb,
      allProjections.map((p) => p.name),
    );
  const app = await startApi(config, infra, readModels);
  stopOnSignal(app.log, async () => {
    await app.close();
    await embedded?.stop();
    await infra.close();
    releaseLock();
  });
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
