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
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../services/command-api/test-support/scratch-database';
import { snapshot, waitFor } from './distributed.fixtures';

/**
 * Two projection services (REPLICAS=2) share the checkpoints in PostgreSQL: each batch moves them
 * from where it last knew them, in the statement (or under the row locks of the transaction) that
 * writes the batch, so whichever runner takes a batch, every event is folded into every read model
 * once. Here two runners, each with its own pool, race for every small
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
    // Each projection's batch also records the events it folded, in the same statement or
    // transaction as its writes: a fold committed twice fails the primary key, one never committed
    // is missing. A runner that lost a race (its checkpoints moved) committed nothing of its try.
    await sql`create table read_models.folded (projection text, event_id uuid, runner int,
      primary key (projection, event_id))`.execute(db);
    const counting =
      (runner: number) =>
      (p: Projection): Projection => ({
        ...p,
        async applyBatch(trx, events, writes) {
          await p.applyBatch(trx, events, writes);
          const ids = events.map((e) => e.id);
          writes.add(sql`insert into read_models.folded select ${p.name}, unnest(${ids}::uuid[]), ${runner}`);
        },
      });
    const byRunner = async () =>
      (
        await sql<{
          runner: number;
          count: string;
        }>`select runner, count(*) from read_models.folded group by runner`.execute(db)
      ).rows.length;
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
    for (let round = 0; round < 10 && (await byRunner()) < 2; round++) await race();
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
    const expected = allProjections.flatMap((p) =>
      events.filter((e) => p.handles.includes(e.type)).map((e) => `${p.name}:${e.id}`),
    );
    const folded = await sql<{
      key: string;
    }>`select projection || ':' || event_id as key from read_models.folded`.execute(db);
    expect(folded.rows.map((r) => r.key).sort()).toEqual(expected.sort());
    expect(await byRunner()).toBe(2);
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
