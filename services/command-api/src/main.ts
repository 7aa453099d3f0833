import { ConfigError, loadConfig } from '@lavadero/platform/config';
import { openInfrastructure } from '@lavadero/platform/infrastructure';
import { CHECKPOINTS_CHANNEL } from '@lavadero/read-models/checkpoints/checkpoint-notifications';
import { CheckpointWaiter } from '@lavadero/read-models/checkpoints/checkpoint-waiter';
import { allProjections } from '@lavadero/read-models/projections';
import { startApi, stopOnSignal } from './start-api';

/**
 * The command API service (distributed mode): the API alone; the projections and the fiscal worker
 * run as their own services, and this process follows their progress through the checkpoints they
 * announce on a channel. Embedded mode (one process over PGlite) is composed in apps/embedded
 * (`npm start`): a service does not start another service.
 */
async function main() {
  const config = loadConfig();
  if (config.mode === 'embedded' || config.database.kind !== 'postgres') {
    throw new ConfigError(
      'La API sola requiere DATABASE_URL (modo distribuido); el modo integrado se inicia con npm start.',
    );
  }
  const infra = await openInfrastructure(config);
  const waiter = new CheckpointWaiter(
    infra.readDb,
    { connectionString: config.database.connectionString },
    allProjections,
    CHECKPOINTS_CHANNEL,
  );
  await waiter.start();
  const app = await startApi(config, infra, waiter);
  stopOnSignal(app.log, async () => {
    await app.close();
    await waiter.close();
    await infra.close();
  });
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
