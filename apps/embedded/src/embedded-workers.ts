import { startFiscalWorker } from '@lavadero/fiscal-worker/worker';
import { createJobQueue } from '@lavadero/jobs/create-job-queue';
import type { AppConfig } from '@lavadero/platform/config';
import type { Infrastructure } from '@lavadero/platform/infrastructure';
import {
  ProjectionRunner,
  SHARED_SESSION_BUSY_SHARE,
  SHARED_SESSION_READ_EVERY_MS,
} from '@lavadero/read-models/projection-runner';
import { allProjections } from '@lavadero/read-models/projections';
import { pino } from 'pino';

/**
 * Embedded mode runs the projections and the fiscal worker inside the API process, over the same
 * PGlite database; jobs use the in-process queue unless REDIS_URL is set.
 */
export async function startEmbeddedWorkers(
  infra: Infrastructure,
  config: Pick<AppConfig, 'redisUrl' | 'queuePrefix' | 'logLevel'>,
) {
  const logger = pino({ name: 'embedded', level: config.logLevel });
  const runner = new ProjectionRunner(infra.readDb, infra.store, allProjections, {
    logger,
    busyShare: SHARED_SESSION_BUSY_SHARE,
    readEveryMs: SHARED_SESSION_READ_EVERY_MS,
  });
  await runner.catchUp();
  await runner.start();
  const queue = createJobQueue({ redisUrl: config.redisUrl, prefix: config.queuePrefix, logger });
  const worker = await startFiscalWorker({ store: infra.store, readDb: infra.readDb, queue, logger });
  return {
    runner,
    async stop() {
      await worker.stop();
      await queue.close();
      await runner.stop();
    },
  };
}
