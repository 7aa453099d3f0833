import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { expectAppendWakesSubscriber } from '../contract-helpers';
import type { RecordedEvent } from '../event-store';
import { describeEventStoreContract, type EventStoreFixture } from '../event-store.contract';
import { describeMultiStreamAppendContract } from '../multi-stream-append.contract';
import { describeSubscriptionContract } from '../subscription.contract';
import { callAppendEvents } from './append';
import { PostgresEventStore } from './postgres-event-store';
import { readTailSql } from './read-tail-sql';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A schema of its own per run, dropped afterwards, so runs never see each other's events. */
const testSchema = () => `es_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

const postgresFixture = async (): Promise<EventStoreFixture> => {
  const schema = testSchema();
  const pool = new pg.Pool({ connectionString: POSTGRES_URL, max: 12 });
  const store = new PostgresEventStore(pool, { schema, listen: true, pollIntervalMs: 100 });
  await store.ensureSchema();
  await store.ensureSchema(); // idempotent
  return {
    store,
    dispose: async () => {
      await store.close();
      await pool.query(`DROP SCHEMA "${schema}" CASCADE`);
      await pool.end();
    },
    appendInSlowTransaction: async (streamId, events, expectedRevision, { beforeMs, afterMs, onStarted }) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_current_xact_id()');
        onStarted?.();
        await sleep(beforeMs);
        await callAppendEvents(client, schema, streamId, events, expectedRevision);
        await sleep(afterMs);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
  };
};
describeEventStoreContract('postgres', postgresFixture);
describeMultiStreamAppendContract('postgres', postgresFixture);
describeSubscriptionContract('postgres', postgresFixture);

describe('PostgresEventStore with listen', () => {
  it('wakes a subscription of another process at once, long before its next poll', async () => {
    const schema = testSchema();
    // Two pools stand for two processes: no in-process wake-up can pass between them.
    const writerPool = new pg.Pool({ connectionString: POSTGRES_URL, max: 2 });
    const readerPool = new pg.Pool({ connectionString: POSTGRES_URL, max: 2 });
    const writer = new PostgresEventStore(writerPool, { schema, listen: true });
    const reader = new PostgresEventStore(readerPool, { schema, listen: true, pollIntervalMs: 600_000 });
    try {
      await writer.ensureSchema();
      await expectAppendWakesSubscriber(writer, reader, 'listen-1');
    } finally {
      await reader.close();
      await writer.close();
      await writerPool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await Promise.all([writerPool.end(), readerPool.end()]);
    }
  });
});

describe('PostgresEventStore held-back events', () => {
  it('delivers an event held back by an older transaction as soon as that one ends, though its end notifies no one', async () => {
    const schema = testSchema();
    const pool = new pg.Pool({ connectionString: POSTGRES_URL, max: 4 });
    // No listen and a poll of ten minutes: only the append's in-process wake-up and the held-back
    // recheck can deliver anything.
    const store = new PostgresEventStore(pool, { schema, pollIntervalMs: 600_000 });
    const blocker = await pool.connect();
    try {
      await store.ensureSchema();
      const received: RecordedEvent[] = [];
      store.subscribeToAll({ onEvent: async (e) => void received.push(e) });
      // An older transaction with an id of its own (a read-model batch, say) keeps the snapshot's xmin back.
      await blocker.query('BEGIN');
      await blocker.query('SELECT pg_current_xact_id()');
      await store.append('held-1', [{ id: randomUUID(), type: 'Pinged', data: {}, metadata: {} }], {
        expectedRevision: 'no_stream',
      });
      await sleep(300);
      expect(received).toEqual([]); // committed, but readers must not pass the open transaction
      await blocker.query('COMMIT');
      for (let i = 0; i < 250 && received.length === 0; i++) await sleep(20);
      expect(received.map((e) => e.type)).toEqual(['Pinged']);
    } finally {
      blocker.release();
      await store.close();
      await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await pool.end();
    }
  });
});

describe('reading the tail of a long log', () => {
  it('walks the index, never the whole log (a read under load must not cost more as the log grows)', async () => {
    const schema = testSchema();
    const pool = new pg.Pool({ connectionString: POSTGRES_URL, max: 2 });
    const store = new PostgresEventStore(pool, { schema });
    try {
      await store.ensureSchema();
      await pool.query(
        // (a bulk insert past the append: the chain columns are filled, their values do not matter here)
        `INSERT INTO "${schema}".events (stream_id, revision, id, type, data, metadata, chain_seq, hash)
         SELECT 'tail-' || g, 0, gen_random_uuid(), 'Pinged', '{}', '{}', g, '\\x00' FROM generate_series(1, 20000) AS g`,
      );
      await pool.query(`ANALYZE "${schema}".events`);
      const { rows } = await pool.query<{ tx_id: string; seq: string }>(
        `SELECT e.tx_id::text, e.seq::text FROM "${schema}".events AS e ORDER BY e.seq DESC LIMIT 1 OFFSET 3`,
      );
      const client = await pool.connect();
      try {
        await client.query(`PREPARE tail(text, bigint, int) AS ${readTailSql(schema)}`);
        // A named statement ends up on the generic plan: check that one and the first custom one.
        for (const mode of ['force_custom_plan', 'force_generic_plan']) {
          await client.query(`SET plan_cache_mode = ${mode}`);
          const plan = await client.query<{ 'QUERY PLAN': string }>(
            `EXPLAIN (COSTS OFF) EXECUTE tail('${rows[0]!.tx_id}', ${rows[0]!.seq}, 500)`,
          );
          const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
          expect(text, `${mode}:\n${text}`).not.toMatch(/Seq Scan/);
        }
      } finally {
        client.release();
      }
      const tail = await store.readAll({
        after: { commit: BigInt(rows[0]!.tx_id), prepare: BigInt(rows[0]!.seq) },
      });
      expect(tail).toHaveLength(3);
    } finally {
      await store.close();
      await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await pool.end();
    }
  });
});

describe('append_multi called with arguments that do not fit', () => {
  it('refuses counts that do not add up, for one stream and for several, storing nothing', async () => {
    const schema = testSchema();
    const pool = new pg.Pool({ connectionString: POSTGRES_URL, max: 2 });
    const store = new PostgresEventStore(pool, { schema });
    const call = (streams: string[], counts: number[], events: number) =>
      pool.query(
        `SELECT * FROM "${schema}".append_multi($1::text[], $2::text[], $3::int[], $4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[])`,
        [
          streams,
          streams.map(() => 'any'),
          counts,
          Array.from({ length: events }, () => randomUUID()),
          Array.from({ length: events }, () => 'Pinged'),
          Array.from({ length: events }, () => '{}'),
          Array.from({ length: events }, () => '{}'),
        ],
      );
    try {
      await store.ensureSchema();
      for (const [streams, counts, events] of [
        [['a'], [2], 1],
        [['a'], [1], 2],
        [['a'], [0], 0],
        [['a', 'b'], [1, 1], 3],
        [['a', 'b'], [2, 0], 2],
        // Two streams are checked by expressions, more by a query: both ways refuse.
        [['a', 'b', 'c'], [1, 1, 1], 2],
        [['a', 'b', 'c'], [2, 1, 0], 3],
      ] as const) {
        await expect(
          call([...streams], [...counts], events),
          JSON.stringify([streams, counts, events]),
        ).rejects.toMatchObject({
          code: '22023',
          message: expect.stringContaining('counts that do not add up'),
        });
      }
      for (const streams of [
        ['a', 'a'],
        ['a', 'b', 'a'],
      ]) {
        await expect(call(streams, [...streams.map(() => 1)], streams.length)).rejects.toMatchObject({
          code: '22023',
          message: expect.stringContaining('a stream appears twice'),
        });
      }
      const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "${schema}".events`);
      expect(rows[0].n).toBe(0);
    } finally {
      await store.close();
      await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await pool.end();
    }
  });
});
