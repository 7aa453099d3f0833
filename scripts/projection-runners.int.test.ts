import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { NAME_AND_DOCUMENT_ONLY } from '@lavadero/contracts/customers';
import { createDatabasePool, type DatabasePool } from '@lavadero/database/database-pool';
import { createEventStore } from '@lavadero/event-store/create-event-store';
import type { EventStore } from '@lavadero/event-store/event-store';
import { createReadModelDb, type ReadModelDb } from '@lavadero/read-models/database';
import { migrateReadModels } from '@lavadero/read-models/migrate';
import type { Projection } from '@lavadero/read-models/projection';
import { ProjectionRunner } from '@lavadero/read-models/projection-runner';
import { allProjections } from '@lavadero/read-models/projections';
import { rebuildReadModels } from '@lavadero/read-models/rebuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../services/command-api/test-support/scratch-database';
import { snapshot, waitFor } from './distributed.fixtures';

/**
 * Two projection services (REPLICAS=2) share the checkpoints in PostgreSQL: each batch moves them
 * from where it last knew them under row locks, so whichever runner takes a batch, every event is
 * folded into every read model once. Here two runners, each with its own pool, race for every small
 * batch while appends arrive; every projection sees each event once, both did part of the work, and
 * the read models equal a rebuild.
 */
describe('two projection runners on one PostgreSQL database', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const pools: DatabasePool[] = [];
  const stores: EventStore[] = [];
  let db: ReadModelDb;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    for (let i = 0; i < 3; i++) {
      const database = await createDatabasePool({ kind: 'postgres', connectionString: scratch.url });
      pools.push(database);
      stores.push(await createEventStore({ kind: 'postgres', pool: database.pool, listen: i > 0 }));
    }
    await migrateReadModels(pools[0]!.pool);
    db = createReadModelDb(pools[0]!.pool);
  }, 60_000);
  afterAll(async () => {
    for (const store of stores) await store.close();
    for (const pool of pools) await pool.close();
    await scratch?.drop();
  });

  it('fold each event once, whichever runner takes it', async () => {
    const applied = new Map<string, number>();
    const byRunner = [0, 0];
    const counting =
      (runner: number) =>
      (p: Projection): Projection => ({
        ...p,
        async applyBatch(trx, events, writes) {
          await p.applyBatch(trx, events, writes);
          byRunner[runner] = (byRunner[runner] ?? 0) + events.length;
          // Called once the runner holds the checkpoints' row locks: a runner that lost the race
          // rolled back before folding anything.
          for (const e of events)
            applied.set(`${p.name}:${e.id}`, (applied.get(`${p.name}:${e.id}`) ?? 0) + 1);
        },
      });
    const runners = [1, 2].map(
      (i) =>
        new ProjectionRunner(
          createReadModelDb(pools[i]!.pool),
          stores[i]!,
          allProjections.map(counting(i - 1)),
        ),
    );
    const writer = stores[0]!;
    const ids: string[] = [];
    // Both follow in small batches while events arrive, as two services do, racing for each batch.
    const race = async () => {
      let appending = true;
      const appends = (async () => {
        for (let batch = 0; batch < 20; batch++) {
          await Promise.all(
            Array.from({ length: 5 }, async () => {
              const id = randomUUID();
              ids.push(id);
              await writer.append(`customer-${id}`, [customerCreated(id)], { expectedRevision: 'no_stream' });
            }),
          );
          await sleep(5);
        }
        appending = false;
      })();
      const follow = async (runner: ProjectionRunner, batchSize: number) => {
        while (appending) {
          await runner.catchUp(batchSize);
          await sleep(1);
        }
        await runner.catchUp(batchSize);
      };
      await Promise.all([appends, follow(runners[0]!, 3), follow(runners[1]!, 4)]);
    };
    // Which runner wins each batch is up to the machine: race again (up to ten rounds of about half
    // a second) until both have taken part, or the test would prove nothing. On a loaded machine one
    // runner took every batch of three rounds in a row.
    for (let round = 0; round < 10 && !byRunner.every((n) => n > 0); round++) await race();
    // Readers take events older than the cluster's oldest open transaction: one open for a moment in
    // another test's database holds the last appends back from the runners and the rebuild alike.
    const readable = async () =>
      (await writer.readAll({ maxCount: 100_000 })).filter((e) => e.type === 'CustomerRegistered').length ===
      ids.length;
    await waitFor(readable, 30_000);
    for (const runner of runners) await runner.catchUp();
    const live = await snapshot(db);
    await rebuildReadModels(db, writer, allProjections);
    expect(await snapshot(db)).toEqual(live);
    expect(live.customers).toHaveLength(ids.length);
    const events = await writer.readAll({ maxCount: 100_000 });
    const expected = new Map<string, number>();
    for (const p of allProjections)
      for (const e of events)
        if (applied.has(`${p.name}:${e.id}`) || p.handles.includes(e.type))
          expected.set(`${p.name}:${e.id}`, 1);
    expect(applied).toEqual(expected);
    expect(byRunner.every((n) => n > 0)).toBe(true);
  }, 120_000);
});

function customerCreated(customerId: string) {
  return {
    id: randomUUID(),
    type: 'CustomerRegistered',
    metadata: {},
    data: {
      customerId,
      createdAt: new Date().toISOString(),
      nombre: `Cliente ${customerId.slice(0, 8)}`,
      docTipo: 'CI',
      docNumero: String(Math.floor(Math.random() * 1e9)),
      ...NAME_AND_DOCUMENT_ONLY,
    },
  };
}
