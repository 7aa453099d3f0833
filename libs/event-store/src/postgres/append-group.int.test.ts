import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventToAppend, WrongExpectedRevisionError } from '../event-store';
import { verifyStoredChain } from './chain-verify';
import { PostgresEventStore } from './postgres-event-store';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const event = (type = 'Pinged'): EventToAppend => ({
  id: randomUUID(),
  type,
  data: { text: 'añadido' },
  metadata: { userId: 'u' },
});

let pool: pg.Pool;
beforeAll(() => {
  pool = new pg.Pool({ connectionString: POSTGRES_URL, max: 6 });
});
afterAll(async () => {
  await pool.end();
});

/**
 * A store whose first append is held at the chain head by another transaction, so that the appends
 * made meanwhile all wait and go as one group once `release` is called.
 */
async function withHeldStore(
  run: (store: PostgresEventStore, schema: string, held: { release(): Promise<void> }) => Promise<void>,
  /** Streams to create before the first append is held. */
  existing: readonly string[] = [],
): Promise<void> {
  const schema = `es_group_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const store = new PostgresEventStore(pool, { schema });
  const blocker = await pool.connect();
  try {
    await store.ensureSchema();
    for (const s of existing) await store.append(s, [event()], { expectedRevision: 'no_stream' });
    await blocker.query('BEGIN');
    await blocker.query(`SELECT 1 FROM "${schema}".chain_head FOR UPDATE`);
    const first = store.append('first', [event()], { expectedRevision: 'no_stream' });
    await waitForAppendWaitingOnLock(schema);
    await run(store, schema, {
      release: async () => {
        await blocker.query('COMMIT');
        await first;
      },
    });
  } finally {
    await blocker.query('ROLLBACK').catch(() => undefined);
    blocker.release();
    await store.close();
    await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  }
}

/** The backend of this schema's append (append_group, or append_multi for a group of one) that waits on a lock. */
async function waitForAppendWaitingOnLock(schema: string): Promise<number> {
  for (let i = 0; i < 500; i++) {
    const { rows } = await pool.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE $1`,
      [`%"${schema}".append_%`],
    );
    if (rows[0]) return rows[0].pid;
    await sleep(10);
  }
  throw new Error('no append waited on the lock');
}

const settle = async <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

describe('group commit on PostgreSQL', () => {
  it('writes the appends that waited in one transaction, refusing only the one with a wrong revision', async () => {
    await withHeldStore(async (store, schema, held) => {
      const streams = Array.from({ length: 10 }, (_, i) => `s-${i}`);
      const appends = streams.map((s) =>
        settle(store.append(s, [event(), event()], { expectedRevision: 'no_stream' })),
      );
      const refused = settle(store.append('first', [event()], { expectedRevision: 'no_stream' }));
      await held.release();

      const outcomes = await Promise.all(appends);
      const refusal = await refused;
      expect(refusal.ok).toBe(false);
      expect(refusal.ok ? null : refusal.error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(refusal.ok ? null : refusal.error).toMatchObject({ streamId: 'first', actual: 0n });
      const stored = outcomes.map((o) => (o.ok ? o.value : null));
      expect(stored.every((r) => r?.nextExpectedRevision === 1n)).toBe(true);
      // One transaction: every stored append carries the same transaction id.
      expect(new Set(stored.map((r) => r?.position.commit)).size).toBe(1);
      const verdict = await verifyStoredChain(pool, { schema });
      expect(verdict).toMatchObject({ ok: true, count: 1 + streams.length * 2 });
    });
  });

  it('fails every append of a group whose commit fails, storing none of them', async () => {
    await withHeldStore(async (store, schema, held) => {
      // A check that only runs at commit (deferred), refusing an event type.
      await pool.query(`
        CREATE FUNCTION "${schema}".refuse_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.type = 'RefusedAtCommit' THEN RAISE EXCEPTION 'refused at commit'; END IF;
          RETURN NULL;
        END $$;
        CREATE CONSTRAINT TRIGGER refuse_at_commit AFTER INSERT ON "${schema}".events
          DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "${schema}".refuse_at_commit();`);
      const streams = Array.from({ length: 6 }, (_, i) => `s-${i}`);
      const appends = streams.map((s, i) =>
        settle(
          store.append(s, [event(i === 3 ? 'RefusedAtCommit' : 'Pinged')], { expectedRevision: 'no_stream' }),
        ),
      );
      await held.release();

      for (const outcome of await Promise.all(appends)) {
        expect(outcome.ok).toBe(false);
        expect(outcome.ok ? null : outcome.error).toMatchObject({ message: 'refused at commit' });
      }
      const read = await store.readStreams(streams);
      expect([...read.values()].flat()).toEqual([]);
      expect(await verifyStoredChain(pool, { schema })).toMatchObject({ ok: true, count: 1 });
      expect(await store.append('s-0', [event()], { expectedRevision: 'no_stream' })).toMatchObject({
        nextExpectedRevision: 0n,
      });
    });
  });

  it('fails every append of a group whose connection is lost, and writes the next group', async () => {
    await withHeldStore(
      async (store, schema, held) => {
        const appends = ['a', 'locked', 'b'].map((s) =>
          settle(store.append(s, [event()], { expectedRevision: 'any' })),
        );
        // The group will wait on the stream 'locked', held by another transaction, until its
        // connection is cut.
        const locker = await pool.connect();
        try {
          await locker.query('BEGIN');
          await locker.query(`SELECT 1 FROM "${schema}".streams WHERE stream_id = 'locked' FOR UPDATE`);
          await held.release();
          const pid = await waitForAppendWaitingOnLock(schema);
          await pool.query('SELECT pg_terminate_backend($1)', [pid]);
          for (const outcome of await Promise.all(appends)) {
            expect(outcome.ok).toBe(false);
            expect(outcome.ok ? null : outcome.error).not.toBeInstanceOf(WrongExpectedRevisionError);
          }
        } finally {
          await locker.query('ROLLBACK');
          locker.release();
        }
        const read = await store.readStreams(['a', 'locked', 'b']);
        expect([...read.values()].map((events) => events.length)).toEqual([0, 1, 0]);
        await store.append('a', [event()], { expectedRevision: 'no_stream' });
        expect(await verifyStoredChain(pool, { schema })).toMatchObject({ ok: true, count: 3 });
      },
      ['locked'],
    );
  });
});
