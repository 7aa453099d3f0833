import { startApi, stopOnSignal } from '@lavadero/command-api/start-api';
import { ConfigError, loadConfig } from '@lavadero/platform/config';
import { acquireDataDirLock } from '@lavadero/platform/data-dir-lock';
import { openInfrastructure } from '@lavadero/platform/infrastructure';
import { CHECKPOINTS_CHANNEL } from '@lavadero/read-models/checkpoints/checkpoint-notifications';
import { CheckpointWaiter } from '@lavadero/read-models/checkpoints/checkpoint-waiter';
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
  // With DATABASE_URL the projections run elsewhere and announce their checkpoints on a channel.
  const waiter =
    config.database.kind === 'postgres'
      ? new CheckpointWaiter(
          infra.readDb,
          { connectionString: config.database.connectionString },
          allProjections,
          CHECKPOINTS_CHANNEL,
        )
      : null;
  await waiter?.start();
  const readModels = embedded?.runner ?? waiter;
  if (!readModels) throw new Error('Sin proyecciones en proceso ni base de datos compartida');
  const app = await startApi(config, infra, readModels);
  stopOnSignal(app.log, async () => {
    await app.close();
    await embedded?.stop();
    await waiter?.close();
    await infra.close();
    releaseLock();
  });
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
