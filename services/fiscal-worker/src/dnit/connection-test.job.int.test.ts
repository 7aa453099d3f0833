import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import { createDatabasePool, type DatabasePool } from '@lavadero/database/database-pool';
import { dnitConfigDecider } from '@lavadero/domain/dnit/dnit-config-decide';
import { DNIT_CONFIG_STREAM_ID, type DnitConnectionTested } from '@lavadero/domain/dnit/events';
import { createEventStore } from '@lavadero/event-store/create-event-store';
import type { EventStore } from '@lavadero/event-store/event-store';
import { handleCommand } from '@lavadero/event-store/handle-command';
import { BullMqJobQueue } from '@lavadero/jobs/bullmq-queue';
import { InProcessJobQueue } from '@lavadero/jobs/in-process-queue';
import type { JobQueue } from '@lavadero/jobs/job-queue';
import { silentLogger } from '@lavadero/jobs/logger';
import { createSecretBox } from '@lavadero/platform/secret-box';
import { createReadModelDb } from '@lavadero/read-models/database';
import { migrateReadModels } from '@lavadero/read-models/migrate';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FiscalWorker, startFiscalWorker } from '../worker';
import { dnitModule } from './dnit-module';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test-dnit-${randomUUID()}`;
const queues: [string, () => JobQueue][] = [
  ['BullMQ on Redis', () => new BullMqJobQueue({ redisUrl: REDIS_URL, prefix, logger: silentLogger })],
  ['in-process queue', () => new InProcessJobQueue({ logger: silentLogger })],
];

afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe.each(queues)('DNIT connection-test job with the %s', (_label, createQueue) => {
  const box = createSecretBox(randomBytes(32));
  let database: DatabasePool;
  let store: EventStore;
  let queue: JobQueue;
  let worker: FiscalWorker;
  let closedPort: number;
  beforeAll(async () => {
    database = await createDatabasePool({ kind: 'pglite', dataDir: 'memory://' });
    store = await createEventStore({ kind: 'postgres', pool: database.pool });
    await migrateReadModels(database.pool);
    queue = createQueue();
    worker = await startFiscalWorker({
      store,
      readDb: createReadModelDb(database.pool),
      queue,
      logger: silentLogger,
      modules: [dnitModule({ secrets: async () => box })],
    });
    const probe = createServer() as unknown as Server;
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    await queue?.close();
    await store?.close();
    await database?.close();
  });

  const run = (command: Parameters<typeof dnitConfigDecider.decide>[0]) =>
    handleCommand(store, DNIT_CONFIG_STREAM_ID, dnitConfigDecider, command, {
      userId: 'admin-1',
      correlationId: randomUUID(),
      occurredAt: new Date().toISOString(),
    });

  it('performs a requested test once and records the Spanish answer', async () => {
    const now = new Date().toISOString();
    await run({
      type: 'SaveDnitConfig',
      data: {
        endpointUrl: `https://127.0.0.1:${closedPort}/`,
        operationMode: 'testing',
        isActive: true,
        authToken: box.encrypt('token'),
        certificateCheck: 'none',
        userId: 'admin-1',
        now,
      },
    });
    await run({ type: 'RequestConnectionTest', data: { requestId: 'r1', userId: 'admin-1', now } });
    const answers = async () =>
      (await store.readStream(DNIT_CONFIG_STREAM_ID)).filter((e) => e.type === 'DnitConnectionTested');
    await expect.poll(async () => (await answers()).length, { timeout: 15_000 }).toBe(1);
    expect((await answers())[0]?.data as DnitConnectionTested['data']).toMatchObject({
      requestId: 'r1',
      success: false,
      error: `Conexión rechazada: ningún servicio escucha en 127.0.0.1:${closedPort}.`,
    });
  });
});
