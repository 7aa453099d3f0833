import { BullMqJobQueue } from '@lavadero/jobs/bullmq-queue';
import { ConfigError, loadConfig } from '@lavadero/platform/config';
import { startHeartbeat } from '@lavadero/platform/heartbeat';
import { openInfrastructure } from '@lavadero/platform/infrastructure';
import { whenDatabaseReachable } from '@lavadero/platform/when-database-reachable';
import { pino } from 'pino';
import { startFiscalWorker } from './worker';

/** After a stop signal, running jobs get this long to finish before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 30_000;

/**
 * The fiscal worker as its own process (distributed mode): events from PostgreSQL or EventStoreDB,
 * read models from PostgreSQL (DATABASE_URL), jobs on BullMQ (REDIS_URL). Several may run at once:
 * job ids and expected revisions keep their work from doubling. In embedded mode the command API
 * starts the worker in-process instead.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ name: 'fiscal-worker', level: config.logLevel });
  if (config.mode !== 'distributed') {
    throw new ConfigError('El worker fiscal como proceso propio necesita DATABASE_URL (modo distribuido)');
  }
  if (!config.redisUrl) throw new ConfigError('El worker fiscal necesita REDIS_URL');

  const queue = new BullMqJobQueue({ redisUrl: config.redisUrl, prefix: config.queuePrefix, logger });
  const { infrastructure, worker } = await whenDatabaseReachable(async () => {
    const infrastructure = await openInfrastructure(config);
    try {
      const worker = await startFiscalWorker({
        store: infrastructure.store,
        readDb: infrastructure.readDb,
        queue,
        logger,
      });
      return { infrastructure, worker };
    } catch (error) {
      await infrastructure.close().catch(() => undefined);
      throw error;
    }
  });

  startHeartbeat(config.heartbeatFile);
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'fiscal worker stopping');
    setTimeout(() => {
      logger.error({ graceMs: SHUTDOWN_GRACE_MS }, 'fiscal worker did not stop in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await worker.stop();
    await queue.close();
    await infrastructure.close();
    logger.info('fiscal worker stopped');
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      shutdown(signal).then(
        () => process.exit(0),
        (err: unknown) => {
          logger.error({ err }, 'fiscal worker shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
