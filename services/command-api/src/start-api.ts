import type { AppConfig } from '@lavadero/platform/config';
import type { Infrastructure } from '@lavadero/platform/infrastructure';
import { CHECKPOINTS_CHANNEL } from '@lavadero/read-models/checkpoints/checkpoint-notifications';
import { CheckpointWaiter } from '@lavadero/read-models/checkpoints/checkpoint-waiter';
import { allProjections } from '@lavadero/read-models/projections';
import type { FastifyInstance } from 'fastify';
import { bootstrapFirstStart } from './bootstrap';
import { loadDemoDataAtStart } from './demo/demo-at-start';
import type { ReadModelProgress } from './plugins/commands';
import { resolveSessionKey } from './plugins/session';
import { openSharedLimitsRedis } from './plugins/shared-limits-redis';
import { buildServer } from './server';

/**
 * Builds the command API over open infrastructure, creates what must exist from the first start and
 * listens. Shared by the API service (distributed) and the embedded composition root (apps/embedded),
 * which differ only in who keeps the read models up to date.
 */
export async function startApi(
  config: AppConfig,
  infra: Infrastructure,
  readModels: ReadModelProgress,
): Promise<FastifyInstance> {
  // Replicas count login attempts together; the embedded mode's one API keeps them in memory.
  const redis =
    config.mode === 'distributed' && config.redisUrl ? openSharedLimitsRedis(config.redisUrl) : null;
  const app = await buildServer({
    store: infra.store,
    readDb: infra.readDb,
    readModels,
    sessionKey: await resolveSessionKey(config.sessionSecret, config.dataDir),
    sessionTtlHours: config.sessionTtlHours,
    loginAttemptsPerMinute: config.loginAttemptsPerMinute,
    ...(redis && { sharedLimits: { redis, prefix: `${config.queuePrefix}:api:` } }),
    trustProxy: config.trustProxy,
    publicOrigins: config.publicOrigins,
    frontends: {
      frontendsDir: config.frontendsDir,
      remotes: config.remotes,
      serveFiles: config.serveFrontends,
    },
    logLevel: config.logLevel,
  }).catch(async (error: unknown) => {
    redis?.disconnect();
    throw error;
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => 'OK')));

  try {
    // Count users only once the read models have caught up with every event already stored.
    await readModels.waitFor(await infra.store.headPosition(), { timeoutMs: 120_000 });
    await bootstrapFirstStart(app.deps, config.admin);
    if (config.demoData) await loadDemoDataAtStart(app);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // A start-up that is retried (the database went away) leaves no server or connection behind.
    await app.close().catch(() => undefined);
    throw error;
  }
  app.log.info(`Sistema Lavadero (${config.mode}) escuchando en http://${config.host}:${config.port}`);
  return app;
}

/**
 * Distributed mode: the projections run in another process and announce their checkpoints on a
 * channel; the API follows them in memory to answer each write once its read models include it.
 */
export async function followCheckpoints(config: AppConfig, infra: Infrastructure): Promise<CheckpointWaiter> {
  if (config.database.kind !== 'postgres') {
    throw new Error('Seguir las proyecciones de otro proceso requiere PostgreSQL (DATABASE_URL)');
  }
  const waiter = new CheckpointWaiter(
    infra.readDb,
    { connectionString: config.database.connectionString },
    allProjections,
    CHECKPOINTS_CHANNEL,
  );
  await waiter.start();
  return waiter;
}

/** Runs `stop` once on SIGINT or SIGTERM, then exits. */
export function stopOnSignal(log: FastifyInstance['log'], stop: () => Promise<void>): void {
  const shutdown = async (signal: string) => {
    log.info({ signal }, 'cerrando');
    await stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
