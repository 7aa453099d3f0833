import { ConfigError, loadConfig } from '@lavadero/platform/config';
import { acquireDataDirLock } from '@lavadero/platform/data-dir-lock';
import { openInfrastructure } from '@lavadero/platform/infrastructure';
import { CHECKPOINTS_CHANNEL } from '@lavadero/read-models/checkpoints/checkpoint-notifications';
import { CheckpointWaiter } from '@lavadero/read-models/checkpoints/checkpoint-waiter';
import { allProjections } from '@lavadero/read-models/projections';
import { bootstrapFirstStart } from './bootstrap';
import { startEmbeddedWorkers } from './embedded';
import { resolveSessionKey } from './plugins/session';
import { buildServer } from './server';

/**
 * Starts the command API. Embedded mode (no DATABASE_URL): one process runs the API, the
 * projections and the fiscal worker over one PGlite database and serves the frontends. Distributed
 * mode: the API alone; projections and the fiscal worker run as their own services.
 */
async function main() {
  const config = loadConfig();
  const releaseLock = config.mode === 'embedded' ? acquireDataDirLock(config.dataDir, 'npm start') : () => {};
  const infra = await openInfrastructure(config);
  const embedded = config.mode === 'embedded' ? await startEmbeddedWorkers(infra, config) : null;
  // Distributed: the projections run elsewhere and announce their checkpoints on a channel.
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

  const app = await buildServer({
    store: infra.store,
    readDb: infra.readDb,
    readModels,
    sessionKey: await resolveSessionKey(config.sessionSecret, config.dataDir),
    sessionTtlHours: config.sessionTtlHours,
    frontends: {
      frontendsDir: config.frontendsDir,
      remotes: config.remotes,
      serveFiles: config.serveFrontends,
    },
    logLevel: config.logLevel,
  });

  // Count users only once the read models have caught up with every event already stored.
  await readModels.waitFor(await infra.store.headPosition(), { timeoutMs: 120_000 });
  await bootstrapFirstStart(app, config.admin);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'cerrando');
    await app.close();
    await embedded?.stop();
    await waiter?.close();
    await infra.close();
    releaseLock();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Sistema Lavadero (${config.mode}) escuchando en http://${config.host}:${config.port}`);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
