import { createDatabasePool, type DatabasePool } from '@lavadero/database/database-pool';
import { CHAIN_ANCHORS_STREAM_ID } from '@lavadero/domain/audit/chain-anchor-events';
import { createEventStore } from '@lavadero/event-store/create-event-store';
import type { EventStore } from '@lavadero/event-store/event-store';
import { verifyStoredChain } from '@lavadero/event-store/postgres/chain-verify';
import { InProcessJobQueue } from '@lavadero/jobs/in-process-queue';
import { silentLogger } from '@lavadero/jobs/logger';
import { createReadModelDb } from '@lavadero/read-models/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerContext } from '../worker-module';
import { ANCHOR_CHAIN_JOB, anchorChainJob, anchorChainRuns } from './anchor-chain.job';

let database: DatabasePool;
let store: EventStore;
beforeAll(async () => {
  database = await createDatabasePool({ kind: 'pglite', dataDir: 'memory://' });
  store = await createEventStore({ kind: 'postgres', pool: database.pool });
});
afterAll(async () => {
  await store?.close();
  await database?.close();
});

const context = (now: Date): WorkerContext => ({
  store,
  readDb: createReadModelDb(database.pool),
  queue: new InProcessJobQueue(),
  now: () => now,
  logger: silentLogger,
});
const run = (now: Date, jobId: string) =>
  anchorChainJob(context(now)).handle({}, { name: ANCHOR_CHAIN_JOB, jobId, attempt: 1 });

describe('the daily chain anchor', () => {
  it('records the chain head once per Asunción day, however many workers try', async () => {
    await store.append(
      'sale-1',
      [{ id: crypto.randomUUID(), type: 'Pinged', data: { n: 1 }, metadata: {} }],
      {
        expectedRevision: 'no_stream',
      },
    );
    const head = await store.chainHead();
    // 02:30 UTC on the 27th is still the 26th in Asunción (UTC-3).
    const night = new Date('2026-11-27T02:30:00.000Z');
    expect(anchorChainRuns.atStart(context(night)).jobId).toBe(`${ANCHOR_CHAIN_JOB}:2026-11-26`);
    await Promise.all([run(night, 'worker-a'), run(night, 'worker-b'), run(night, 'retry')]);

    const anchors = await store.readStream(CHAIN_ANCHORS_STREAM_ID);
    expect(anchors.map((e) => e.data)).toEqual([
      {
        day: '2026-11-26',
        position: Number(head!.position),
        hash: head!.hash,
        anchoredAt: night.toISOString(),
      },
    ]);

    const nextDay = new Date('2026-11-27T03:05:00.000Z');
    await run(nextDay, 'next-day');
    const after = await store.readStream(CHAIN_ANCHORS_STREAM_ID);
    expect(after.map((e) => (e.data as { day: string }).day)).toEqual(['2026-11-26', '2026-11-27']);
    // The second anchor's head includes the first anchor: the anchors are links of the chain too.
    expect((after[1]!.data as { position: number }).position).toBe(Number(head!.position) + 1);
    expect(await verifyStoredChain(database.pool)).toMatchObject({ ok: true, count: 3 });
  });
});
