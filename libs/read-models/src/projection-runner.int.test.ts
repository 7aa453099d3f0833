import { randomUUID } from 'node:crypto';
import { createDatabasePool, type DatabasePool } from '@lavadero/database/database-pool';
import { userCreatedEvent } from '@lavadero/domain/users/test-fixtures';
import { createEventStore } from '@lavadero/event-store/create-event-store';
import type { EventStore } from '@lavadero/event-store/event-store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCheckpoints } from './checkpoints/checkpoint-store';
import { createReadModelDb, type ReadModelDb } from './database';
import { migrateReadModels } from './migrate';
import type { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';
import { usersProjection } from './users/users.projection';

let database: DatabasePool;
let store: EventStore;
let db: ReadModelDb;

beforeEach(async () => {
  database = await createDatabasePool({ kind: 'pglite', dataDir: 'memory://' });
  store = await createEventStore({ kind: 'postgres', pool: database.pool });
  await migrateReadModels(database.pool);
  db = createReadModelDb(database.pool);
});
afterEach(async () => {
  await store.close();
  await database.close();
});

async function createUsers(count: number, from = 0) {
  const at = new Date().toISOString();
  for (let i = from; i < from + count; i++) {
    const userId = randomUUID();
    await store.append(
      `user-${userId}`,
      [
        { id: randomUUID(), metadata: {}, ...userCreatedEvent({ userId, username: `u${i}`, createdAt: at }) },
        { id: randomUUID(), type: 'UserLoggedIn', metadata: {}, data: { userId, at } },
      ],
      { expectedRevision: 'no_stream' },
    );
  }
}

async function ping() {
  await store.append(`ping-${randomUUID()}`, [{ id: randomUUID(), type: 'Pinged', metadata: {}, data: {} }], {
    expectedRevision: 'no_stream',
  });
}

/** A read model of pings that keeps nothing but counts the events applied to it. */
const pingsProjection = (onEvent: () => void): Projection => ({
  name: 'pings',
  handles: ['Pinged'],
  tables: [],
  async applyBatch(_trx, events) {
    for (const _ of events) onEvent();
  },
});

const countUsers = async () => (await db.selectFrom('users').select('id').execute()).length;

describe('projection runner', () => {
  it('a batch that fails half-way leaves neither its rows nor its checkpoint', async () => {
    await createUsers(3);
    let fail = true;
    const crashing: Projection = {
      ...usersProjection,
      defersWrites: undefined, // it writes in applyBatch itself
      async applyBatch(trx, events, writes) {
        await usersProjection.applyBatch(trx, events, writes);
        await writes.flush(trx);
        if (fail) throw new Error('simulated crash after writing');
      },
    };
    await expect(new ProjectionRunner(db, store, [crashing]).catchUp()).rejects.toThrow('simulated crash');
    expect(await countUsers()).toBe(0);
    expect((await readCheckpoints(db, ['users'])).get('users')?.commit).toBe(-1n);

    fail = false;
    await new ProjectionRunner(db, store, [crashing]).catchUp();
    expect(await countUsers()).toBe(3);
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'u0')
      .executeTakeFirstOrThrow();
    expect(row.lastLogin).not.toBeNull();
  });

  it('a new read model catches up from zero while the others stay where they are', async () => {
    await createUsers(2);
    await new ProjectionRunner(db, store, [usersProjection]).catchUp();
    const seen: string[] = [];
    const audit: Projection = {
      name: 'audit',
      handles: ['UserCreated'],
      tables: [],
      async applyBatch(_trx, events) {
        seen.push(...events.map((e) => e.type));
      },
    };
    await new ProjectionRunner(db, store, [usersProjection, audit]).catchUp();
    expect(seen).toEqual(['UserCreated', 'UserCreated']);
    expect(await countUsers()).toBe(2);
  });

  it('two runners over the same checkpoints apply each event once', async () => {
    await createUsers(20);
    let applied = 0;
    const counting: Projection = {
      ...usersProjection,
      defersWrites: undefined, // counts applyBatch calls: a one-statement batch reads again after a lost race
      async applyBatch(trx, events, writes) {
        applied += events.length;
        await usersProjection.applyBatch(trx, events, writes);
      },
    };
    await Promise.all([
      new ProjectionRunner(db, store, [counting]).catchUp(5),
      new ProjectionRunner(db, store, [counting]).catchUp(7),
    ]);
    expect(applied).toBe(40);
    expect(await countUsers()).toBe(20);
  });

  it('two runners apply each event once when batches write only the checkpoints they change', async () => {
    const applied = { users: 0, pings: 0 };
    const users: Projection = {
      ...usersProjection,
      defersWrites: undefined, // counts applyBatch calls, as above
      async applyBatch(trx, events, writes) {
        applied.users += events.length;
        await usersProjection.applyBatch(trx, events, writes);
      },
    };
    const pings = pingsProjection(() => applied.pings++);
    for (let i = 0; i < 10; i++) {
      await createUsers(1, i);
      if (i % 3 === 0) await ping();
    }
    await Promise.all([
      new ProjectionRunner(db, store, [users, pings]).catchUp(3),
      new ProjectionRunner(db, store, [users, pings]).catchUp(4),
    ]);
    expect(applied).toEqual({ users: 20, pings: 4 });
    await new ProjectionRunner(db, store, [users, pings]).catchUp(); // a restart applies nothing again
    expect(applied).toEqual({ users: 20, pings: 4 });
    expect(await countUsers()).toBe(10);
  });

  it('a batch writes the checkpoints it changed; the others move in memory', async () => {
    let pinged = 0;
    const runner = new ProjectionRunner(db, store, [usersProjection, pingsProjection(() => pinged++)]);
    await runner.start();
    try {
      await createUsers(1);
      const afterUser = await store.headPosition();
      expect(await runner.waitFor(afterUser, { timeoutMs: 5_000 })).toBe(true); // the first batch writes all
      await ping();
      const afterPing = await store.headPosition();
      // Every read model is there for a waiting write, though only the pings' row moved.
      expect(await runner.waitFor(afterPing, { timeoutMs: 5_000 })).toBe(true);
      const rows = await readCheckpoints(db, ['users', 'pings']);
      expect(rows.get('pings')).toEqual(afterPing);
      expect(rows.get('users')).toEqual(afterUser);
    } finally {
      await runner.stop();
    }
    expect(pinged).toBe(1);
  });

  it('waitFor resolves once a live runner has applied the position', async () => {
    const runner = new ProjectionRunner(db, store, [usersProjection]);
    await runner.start();
    try {
      await createUsers(1);
      const head = await store.headPosition();
      expect(await runner.waitFor(head, { timeoutMs: 5_000 })).toBe(true);
      expect(await countUsers()).toBe(1);
    } finally {
      await runner.stop();
    }
    // Stopped, it will not get further: a write waiting on it hears so at once, not after the timeout.
    await createUsers(1, 1);
    const head = await store.headPosition();
    const started = performance.now();
    expect(await runner.waitFor(head, { timeoutMs: 60_000 })).toBe(false);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('under load, writes made while a batch was read or applied share the next batch', async () => {
    const batches: number[] = [];
    const counting: Projection = {
      ...usersProjection,
      async applyBatch(trx, events, writes) {
        batches.push(events.filter((e) => e.type === 'UserCreated').length);
        await usersProjection.applyBatch(trx, events, writes);
      },
    };
    const runner = new ProjectionRunner(db, store, [counting], { readEveryMs: 300 });
    await runner.start();
    try {
      await createUsers(1);
      expect(await runner.waitFor(await store.headPosition(), { timeoutMs: 5_000 })).toBe(true);
      await createUsers(5, 1); // well within the 300 ms after the first read
      expect(await runner.waitFor(await store.headPosition(), { timeoutMs: 5_000 })).toBe(true);
      expect(batches).toEqual([1, 5]);
    } finally {
      await runner.stop();
    }
  });
});
