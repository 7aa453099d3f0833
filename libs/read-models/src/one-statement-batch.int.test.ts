import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createEventStore } from '@lavadero/event-store/create-event-store';
import type { EventStore } from '@lavadero/event-store/event-store';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCheckpoints } from './checkpoints/checkpoint-store';
import { createReadModelDb } from './database';
import type { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';
import { scratchReadModels } from './scratch-read-models.fixtures';

/**
 * A batch whose projections read first and write at the end (`defersWrites`) goes as its reads and
 * one statement, with no transaction; that statement refuses itself when a checkpoint moved since
 * the reads. On PostgreSQL the runners below really race, on a pool of connections.
 */
describe.each(['pglite', 'postgres'] as const)('a batch applied as one statement on %s', (kind) => {
  const scratch = scratchReadModels(kind, 'one_batch');
  const eventSchema = `es_one_batch_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let store: EventStore;

  beforeEach(async () => {
    appended = 0;
    store = await createEventStore({ kind: 'postgres', pool: scratch.pool, schema: eventSchema });
    await sql`create table ${sql.id(scratch.schema, 'stored_events')} (id uuid primary key)`.execute(
      scratch.db,
    );
  });
  afterEach(async () => {
    await store.close();
    await scratch.pool.query(`drop schema if exists "${eventSchema}" cascade`);
  });

  let appended = 0;
  /**
   * `count` events appended, once readers see them all: readers return events older than the
   * cluster's oldest open transaction, and on PostgreSQL another test's may hold them back a moment.
   */
  const ping = async (count = 1) => {
    for (let i = 0; i < count; i++) {
      await store.append(
        `ping-${randomUUID()}`,
        [{ id: randomUUID(), type: 'Pinged', metadata: {}, data: {} }],
        {
          expectedRevision: 'no_stream',
        },
      );
    }
    appended += count;
    for (let tries = 0; (await store.readAll({ maxCount: 100_000 })).length < appended; tries++) {
      if (tries === 300) throw new Error('the events never became readable');
      await sleep(100);
    }
  };

  /** Stores each event's id with a plain INSERT: an event stored twice fails the primary key. */
  const storing = (options: { crash?: () => boolean } = {}): Projection => ({
    name: 'stored',
    handles: ['Pinged'],
    tables: [],
    defersWrites: () => true,
    async applyBatch(trx, events, writes) {
      await trx.selectFrom('checkpoints').select('name').execute(); // a read, as projections do
      const ids = events.map((e) => e.id);
      writes.add(sql`insert into ${sql.id(scratch.schema, 'stored_events')} select unnest(${ids}::uuid[])`);
      if (options.crash?.()) throw new Error('simulated crash after reading');
    },
  });
  const storedIds = async () =>
    (
      await sql<{ id: string }>`select id from ${sql.id(scratch.schema, 'stored_events')}`.execute(scratch.db)
    ).rows.map((r) => r.id);

  it('sends no BEGIN or COMMIT, and its writes with the checkpoints', async () => {
    const sent: string[] = [];
    const logged = createReadModelDb(scratch.pool, scratch.schema, (event) => sent.push(event.query.sql));
    await ping(2);
    await new ProjectionRunner(logged, store, [storing()]).catchUp();
    expect(sent.filter((q) => /^(begin|commit)/i.test(q))).toEqual([]);
    const writes = sent.filter((q) => /stored_events/.test(q));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/update "[a-z_0-9]+"\."checkpoints"/);
    expect(await storedIds()).toHaveLength(2);
  });

  it('a write that must run before the others turns the batch into a transaction', async () => {
    const inOrder: Projection = {
      ...storing(),
      async applyBatch(trx, events, writes) {
        const table = sql.id(scratch.schema, 'stored_events');
        // The second step must see the first: it cannot wait for the end of the batch.
        await writes.addInOrder(trx, [
          [sql`insert into ${table} select unnest(${events.map((e) => e.id)}::uuid[])`],
          [sql`delete from ${table} where id = ${events[0]!.id}`],
        ]);
      },
    };
    const sent: string[] = [];
    const logged = createReadModelDb(scratch.pool, scratch.schema, (event) => sent.push(event.query.sql));
    await ping(2);
    await new ProjectionRunner(logged, store, [inOrder]).catchUp();
    expect(sent.filter((q) => /^(begin|commit)/i.test(q))).toEqual(['begin', 'commit']);
    expect(await storedIds()).toHaveLength(1);
    expect((await readCheckpoints(scratch.db, ['stored'])).get('stored')).toEqual(await store.headPosition());
  });

  it('writes too large for one statement go in a transaction, split as they fit', async () => {
    // Each write carries 40,000 bind parameters: together more than a statement holds (65,535).
    const wide: Projection = {
      ...storing(),
      async applyBatch(_trx, events, writes) {
        const ones = sql.join(Array.from({ length: 40_000 }, () => 1));
        for (const event of events) {
          writes.add(
            sql`insert into ${sql.id(scratch.schema, 'stored_events')} select ${event.id}::uuid where 1 = any(array[${ones}]::int[])`,
          );
        }
      },
    };
    const sent: string[] = [];
    const logged = createReadModelDb(scratch.pool, scratch.schema, (event) => sent.push(event.query.sql));
    await ping(2);
    await new ProjectionRunner(logged, store, [wide]).catchUp();
    expect(sent.filter((q) => /^(begin|commit)/i.test(q))).toEqual(['begin', 'commit']);
    expect(sent.filter((q) => /stored_events/.test(q))).toHaveLength(2);
    expect(await storedIds()).toHaveLength(2);
    expect((await readCheckpoints(scratch.db, ['stored'])).get('stored')).toEqual(await store.headPosition());
  });

  it('racing runners store each event once', async () => {
    await ping(30);
    await Promise.all(
      [3, 4, 5].map((size) => new ProjectionRunner(scratch.db, store, [storing()]).catchUp(size)),
    );
    const ids = await storedIds();
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect((await readCheckpoints(scratch.db, ['stored'])).get('stored')).toEqual(await store.headPosition());
  });

  it('a batch that fails after its reads leaves neither rows nor checkpoint', async () => {
    await ping();
    let crash = true;
    const projection = storing({ crash: () => crash });
    await expect(new ProjectionRunner(scratch.db, store, [projection]).catchUp()).rejects.toThrow(
      'simulated crash',
    );
    expect(await storedIds()).toEqual([]);
    expect((await readCheckpoints(scratch.db, ['stored'])).get('stored')?.commit).toBe(-1n);
    crash = false;
    await new ProjectionRunner(scratch.db, store, [projection]).catchUp();
    expect(await storedIds()).toHaveLength(1);
  });
});
