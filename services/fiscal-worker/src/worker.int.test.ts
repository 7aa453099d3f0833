import { randomUUID } from 'node:crypto';
import { createDatabasePool, type DatabasePool } from '@lavadero/database/database-pool';
import { toUserStreamId } from '@lavadero/domain/users/events';
import { userDecider } from '@lavadero/domain/users/user-decide';
import { createEventStore } from '@lavadero/event-store/create-event-store';
import type { EventStore, RecordedEvent } from '@lavadero/event-store/event-store';
import { START } from '@lavadero/event-store/event-store';
import { handleCommand } from '@lavadero/event-store/handle-command';
import { BullMqJobQueue } from '@lavadero/jobs/bullmq-queue';
import { InProcessJobQueue } from '@lavadero/jobs/in-process-queue';
import type { JobData, JobHandler, JobQueue, ProcessOptions } from '@lavadero/jobs/job-queue';
import { silentLogger } from '@lavadero/jobs/logger';
import { saveCheckpoint } from '@lavadero/read-models/checkpoints/checkpoint-store';
import { createReadModelDb, type ReadModelDb } from '@lavadero/read-models/database';
import { migrateReadModels } from '@lavadero/read-models/migrate';
import { ProjectionRunner } from '@lavadero/read-models/projection-runner';
import { allProjections } from '@lavadero/read-models/projections';
import { findUserById } from '@lavadero/read-models/users/users.queries';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANCHOR_CHAIN_JOB } from './audit/anchor-chain.job';
import { EventJobs, eventJobId } from './event-jobs';
import { OPEN_PERIOD_JOB } from './usage/open-period.job';
import { onUsagePeriodOpened, RESET_USERS_JOB } from './usage/reset-users.job';
import { USAGE_PERIODS_STREAM_ID } from './usage/usage-period';
import { type FiscalWorker, startFiscalWorker } from './worker';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Five seconds into June in Asunción (UTC-3). */
const NOW = new Date('2026-06-01T03:00:05.000Z');
const PERIOD = '2026-06';
const USERS = ['ana', 'beto'].map((username) => ({ id: randomUUID(), username }));

/** Counts the runs of every job name, to prove that a replay ran nothing again. */
function countRuns(queue: JobQueue, runs: Map<string, number>): JobQueue {
  return {
    durable: queue.durable,
    enqueue: (name, data, options) => queue.enqueue(name, data, options),
    schedule: (schedulerId, spec, name, data) => queue.schedule(schedulerId, spec, name, data),
    schedules: () => queue.schedules(),
    waitUntilSettled: (name, jobId) => queue.waitUntilSettled(name, jobId),
    close: () => queue.close(),
    process: <Data extends JobData>(name: string, handler: JobHandler<Data>, options?: ProcessOptions) =>
      queue.process<Data>(
        name,
        async (data, context) => {
          runs.set(name, (runs.get(name) ?? 0) + 1);
          await handler(data, context);
        },
        options,
      ),
  };
}

async function createUser(store: EventStore, { id, username }: (typeof USERS)[number]) {
  await handleCommand(
    store,
    toUserStreamId(id),
    userDecider,
    {
      type: 'CreateUser',
      data: {
        userId: id,
        username,
        passwordHash: 'hash',
        isActive: true,
        createdBy: null,
        fullName: null,
        email: null,
        role: 'user',
        subscriptionType: 'free',
        monthlyInvoiceLimit: 50,
        expirationDate: null,
        now: '2026-05-20T12:00:00.000Z',
      },
    },
    { userId: null },
  );
}

const resetsOf = async (store: EventStore, userId: string): Promise<RecordedEvent[]> =>
  (await store.readStream(toUserStreamId(userId))).filter((e) => e.type === 'MonthlyUsageReset');

const prefix = `test-fiscal-worker-${randomUUID()}`;
const RETRY = { attempts: 5, backoffMs: 20 };
const queues: [string, () => JobQueue][] = [
  ['BullMQ on Redis', () => new BullMqJobQueue({ redisUrl: REDIS_URL, prefix, retry: RETRY })],
  ['in-process queue (embedded mode)', () => new InProcessJobQueue({ retry: RETRY })],
];

afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe.each(queues)('fiscal worker on PGlite with the %s: monthly usage reset', (_label, createQueue) => {
  const runs = new Map<string, number>();
  let database: DatabasePool;
  let store: EventStore;
  let readDb: ReadModelDb;
  let realQueue: JobQueue;
  let queue: JobQueue;
  let worker: FiscalWorker | null = null;

  const start = () =>
    startFiscalWorker({ store, readDb, queue, now: () => NOW, logger: silentLogger }).then((w) => {
      worker = w;
    });

  beforeAll(async () => {
    database = await createDatabasePool({ kind: 'pglite', dataDir: 'memory://' });
    store = await createEventStore({ kind: 'postgres', pool: database.pool });
    await migrateReadModels(database.pool);
    readDb = createReadModelDb(database.pool);
    for (const user of USERS) await createUser(store, user);
    await new ProjectionRunner(readDb, store, allProjections).catchUp();
    realQueue = createQueue();
    queue = countRuns(realQueue, runs);
  });

  afterAll(async () => {
    await worker?.stop();
    await realQueue?.close();
    await store?.close();
    await database?.close();
  });

  it('opens the Paraguayan month at start and resets each user once', async () => {
    await start();
    await queue.waitUntilSettled(OPEN_PERIOD_JOB, `${OPEN_PERIOD_JOB}:${PERIOD}`);
    // The day's chain anchor also runs at start: settled before the tests below compare heads.
    await queue.waitUntilSettled(ANCHOR_CHAIN_JOB, `${ANCHOR_CHAIN_JOB}:2026-06-01`);
    const opened = await store.readStream(USAGE_PERIODS_STREAM_ID);
    expect(opened.map((e) => [e.type, e.data])).toEqual([
      ['UsagePeriodOpened', { period: PERIOD, openedAt: NOW.toISOString() }],
    ]);

    await vi.waitFor(
      async () => {
        for (const user of USERS) expect(await resetsOf(store, user.id)).toHaveLength(1);
      },
      { timeout: 15_000, interval: 100 },
    );
    for (const user of USERS) {
      const [reset] = await resetsOf(store, user.id);
      expect(reset?.data).toEqual({ userId: user.id, period: PERIOD, at: NOW.toISOString() });
      expect(reset?.metadata.causationId).toBe(opened[0]?.id);
    }

    await new ProjectionRunner(readDb, store, allProjections).catchUp();
    for (const user of USERS) {
      const row = await findUserById(readDb, user.id);
      expect(row).toMatchObject({ usageResetDate: NOW.toISOString(), currentMonthInvoices: 0 });
    }
  });

  it('keeps the monthly schedule in Paraguayan time', async () => {
    const schedules = await queue.schedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({ schedulerId: OPEN_PERIOD_JOB, pattern: '0 0 1 * *', tz: 'America/Asuncion' }),
    );
  });

  it('triggering the month again appends nothing', async () => {
    const head = await store.headPosition();
    await queue.enqueue(OPEN_PERIOD_JOB, {}, { jobId: `${OPEN_PERIOD_JOB}:again` });
    await queue.waitUntilSettled(OPEN_PERIOD_JOB, `${OPEN_PERIOD_JOB}:again`);
    expect(runs.get(OPEN_PERIOD_JOB)).toBe(2);
    expect(await store.headPosition()).toEqual(head);
  });

  it('replaying the events from zero, or restarting, enqueues and appends nothing more', async () => {
    const head = await store.headPosition();
    await worker?.stop();
    worker = null;
    await saveCheckpoint(readDb, 'fiscal-worker', START);
    const rules = new Map([['UsagePeriodOpened', onUsagePeriodOpened]]);
    await new EventJobs({ store, readDb, queue, rules, logger: silentLogger }).catchUp();

    await start(); // its start-up job for the month has the same id as before: dropped
    const [opened] = await store.readStream(USAGE_PERIODS_STREAM_ID);
    // Had the replay re-enqueued the reset, this would wait for it and the count below would be 2.
    await queue.waitUntilSettled(RESET_USERS_JOB, eventJobId(RESET_USERS_JOB, opened!));
    await queue.waitUntilSettled(OPEN_PERIOD_JOB, `${OPEN_PERIOD_JOB}:${PERIOD}`);
    expect(runs.get(RESET_USERS_JOB)).toBe(1);
    expect(runs.get(OPEN_PERIOD_JOB)).toBe(2);
    expect(await store.headPosition()).toEqual(head);
    for (const user of USERS) expect(await resetsOf(store, user.id)).toHaveLength(1);
  });
});
