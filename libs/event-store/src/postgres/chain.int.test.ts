import { randomUUID } from 'node:crypto';
import { createDatabasePool } from '@lavadero/database/database-pool';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventToAppend } from '../event-store';
import { verifyStoredChain } from './chain-verify';
import { PostgresEventStore } from './postgres-event-store';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const testSchema = () => `es_chain_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

const event = (n: number): EventToAppend => ({
  id: randomUUID(),
  type: 'Pinged',
  data: { n, text: 'añadido "entre comillas"\n', nested: { zz: 1, a: [1.5, null, true] } },
  metadata: { userId: 'u', correlationId: randomUUID() },
});

let pool: pg.Pool;
beforeAll(() => {
  pool = new pg.Pool({ connectionString: POSTGRES_URL, max: 17 });
});
afterAll(async () => {
  await pool.end();
});

async function withStore(run: (store: PostgresEventStore, schema: string) => Promise<void>): Promise<void> {
  const schema = testSchema();
  const store = new PostgresEventStore(pool, { schema });
  try {
    await store.ensureSchema();
    await run(store, schema);
  } finally {
    await store.close();
    await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  }
}

/** Back to the key of earlier versions: seq alone, with (tx_id, seq) a second index. */
const earlierKeySql = (s: string) =>
  `ALTER TABLE ${s}.events DROP CONSTRAINT events_global_order, ADD CONSTRAINT events_pkey PRIMARY KEY (seq);
   CREATE INDEX events_global_order ON ${s}.events (tx_id, seq)`;

/** Ten events on two streams, positions 1 to 10. */
async function tenEvents(store: PostgresEventStore): Promise<void> {
  await store.append('a', [event(1), event(2), event(3)], { expectedRevision: 'no_stream' });
  await store.appendToStreams([
    { streamId: 'a', events: [event(4)], expectedRevision: 2n },
    { streamId: 'b', events: [event(5), event(6)], expectedRevision: 'no_stream' },
  ]);
  for (let n = 7; n <= 10; n++) await store.append('b', [event(n)], { expectedRevision: 'stream_exists' });
}

describe('the hash chain on PostgreSQL', () => {
  it('forms one unbroken chain under 16 concurrent writers, single and multi-stream', async () => {
    await withStore(async (store, schema) => {
      const writers = 16;
      const appendsEach = 25;
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          let revision: bigint | 'no_stream' = 'no_stream';
          for (let i = 0; i < appendsEach; i++) {
            const result = await store.appendToStreams([
              { streamId: `w-${w}`, events: [event(i), event(i)], expectedRevision: revision },
              { streamId: `shared-${w}-${i}`, events: [event(i)], expectedRevision: 'no_stream' },
            ]);
            revision = result.streams[0]!.nextExpectedRevision;
          }
        }),
      );
      const verdict = await verifyStoredChain(pool, { schema });
      expect(verdict).toMatchObject({ ok: true, count: writers * appendsEach * 3 });
      if (verdict.ok) {
        expect(await store.chainHead()).toEqual({ position: verdict.lastPosition, hash: verdict.lastHash });
      }
      // Positions are 1..N with no gap, and the chain's order is one the readers could see.
      const { rows } = await pool.query<{ n: string; max: string }>(
        `SELECT count(*)::text AS n, max(chain_seq)::text AS max FROM "${schema}".events`,
      );
      expect(rows[0]).toEqual({
        n: String(writers * appendsEach * 3),
        max: String(writers * appendsEach * 3),
      });
    });
  });

  it('is whole while appends keep coming, the app running as in the distributed mode', async () => {
    await withStore(async (store, schema) => {
      await tenEvents(store);
      let writing = true;
      const writers = Array.from({ length: 4 }, async (_, w) => {
        for (let i = 0; writing; i++) {
          await store.append(`live-${w}-${i}`, [event(i)], { expectedRevision: 'no_stream' });
        }
      });
      try {
        for (let run = 0; run < 8; run++) {
          const verdict = await verifyStoredChain(pool, { schema, piece: 7 });
          expect(verdict, `run ${run}`).toMatchObject({ ok: true });
        }
      } finally {
        writing = false;
        await Promise.all(writers);
      }
    });
  });

  it("reads each event's link only when asked, as the history views do", async () => {
    await withStore(async (store) => {
      await tenEvents(store);
      const links = await store.readChain({ after: 0n, maxCount: 10 });
      const chained = await store.readStreams(['a', 'b'], { withChain: true });
      expect([...chained.values()].flat().map((e) => e.chain)).toEqual(
        expect.arrayContaining(links.map((l) => ({ position: l.position, hash: l.hash }))),
      );
      expect([...chained.values()].flat()).toHaveLength(10);
      const plain = [
        ...(await store.readStreams(['a', 'b'])).values(),
        await store.readStream('a'),
        await store.readAll(),
      ].flat();
      expect(plain.filter((e) => e.chain !== undefined)).toEqual([]);
    });
  });

  it('chains a log written before the chain existed, once, in its global order', async () => {
    await withStore(async (store, schema) => {
      await tenEvents(store);
      // Back to the tables of earlier versions: no chain columns, no head.
      await pool.query(
        `DROP TABLE "${schema}".chain_head; ALTER TABLE "${schema}".events DROP COLUMN chain_seq, DROP COLUMN hash`,
      );
      await store.ensureSchema();
      await store.ensureSchema();
      await store.append('c', [event(11)], { expectedRevision: 'no_stream' });
      expect(await verifyStoredChain(pool, { schema })).toMatchObject({ ok: true, count: 11 });
      const { rows } = await pool.query<{ ordered: boolean }>(
        `SELECT bool_and(chain_seq = rn) AS ordered
           FROM (SELECT chain_seq, row_number() OVER (ORDER BY tx_id, seq) AS rn FROM "${schema}".events) AS x`,
      );
      expect(rows[0]?.ordered).toBe(true);
    });
  });

  it('rekeys a log of earlier versions by its global order, once, keeping every event', async () => {
    await withStore(async (store, schema) => {
      await tenEvents(store);
      await pool.query(earlierKeySql(`"${schema}"`));
      await store.ensureSchema();
      await store.ensureSchema();
      const { rows: indexes } = await pool.query<{ indexname: string; indexdef: string }>(
        `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename = 'events' ORDER BY indexname`,
        [schema],
      );
      expect(indexes.map((i) => i.indexname)).toEqual([
        'events_chain_order',
        'events_global_order',
        'events_id_unique',
        'events_stream_revision_unique',
        'events_stream_type',
      ]);
      expect(indexes.find((i) => i.indexname === 'events_global_order')?.indexdef).toMatch(
        /UNIQUE INDEX .* \(tx_id, seq\)$/,
      );
      await store.append('c', [event(11)], { expectedRevision: 'no_stream' });
      // (streams, not readAll: another test file's open transaction may hold the log's tail back)
      const numbers = async (streamId: string) =>
        (await store.readStream(streamId)).map((e) => (e.data as { n: number }).n);
      expect([...(await numbers('a')), ...(await numbers('b')), ...(await numbers('c'))]).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
      ]);
      expect(await verifyStoredChain(pool, { schema })).toMatchObject({ ok: true, count: 11 });
    });
  });

  it('catches a log rewritten and hashed again, by the head written down before', async () => {
    await withStore(async (store, schema) => {
      await tenEvents(store);
      const before = await store.chainHead();
      // The rewrite: an event edited, then the whole log chained again from the start.
      await pool.query(
        `UPDATE "${schema}".events SET data = '{"n": 0}' WHERE chain_seq = 3;
         DROP TABLE "${schema}".chain_head; ALTER TABLE "${schema}".events DROP COLUMN chain_seq, DROP COLUMN hash`,
      );
      await store.ensureSchema();
      expect(await verifyStoredChain(pool, { schema })).toMatchObject({ ok: true, count: 10 });
      const anchors = new Map([[before!.position, before!.hash]]);
      expect(await verifyStoredChain(pool, { schema, anchors })).toMatchObject({
        ok: false,
        position: 10n,
        kind: 'broken',
      });
      // The same anchor in the middle of the log, found by the database in a later piece.
      const middle = new Map([[6n, (await store.readChain({ after: 5n, maxCount: 1 }))[0]!.hash]]);
      expect(await verifyStoredChain(pool, { schema, anchors: middle, piece: 2 })).toMatchObject({
        ok: true,
        count: 10,
      });
      expect(
        await verifyStoredChain(pool, { schema, anchors: new Map([[6n, before!.hash]]), piece: 2 }),
      ).toMatchObject({ ok: false, position: 6n, kind: 'broken' });
      // A head from beyond the end: events were cut off.
      const beyond = new Map([[12n, before!.hash]]);
      expect(await verifyStoredChain(pool, { schema, anchors: beyond })).toMatchObject({
        ok: false,
        position: 12n,
      });
    });
  });

  it('names the exact position of each kind of tampering', async () => {
    const cases: { name: string; sql: string; position: bigint; kind: string }[] = [
      {
        name: 'data edited',
        sql: `UPDATE {s}.events SET data = jsonb_set(data, '{n}', '99') WHERE chain_seq = 4`,
        position: 4n,
        kind: 'changed',
      },
      {
        name: 'metadata edited',
        sql: `UPDATE {s}.events SET metadata = '{}' WHERE chain_seq = 9`,
        position: 9n,
        kind: 'changed',
      },
      {
        name: 'row deleted',
        sql: `DELETE FROM {s}.events WHERE chain_seq = 6`,
        position: 6n,
        kind: 'deleted',
      },
      {
        name: 'last row deleted',
        sql: `DELETE FROM {s}.events WHERE chain_seq = 10`,
        position: 10n,
        kind: 'deleted',
      },
      {
        name: 'row deleted, the rest renumbered',
        sql: `DELETE FROM {s}.events WHERE chain_seq = 7;
              UPDATE {s}.events SET chain_seq = -chain_seq WHERE chain_seq > 7;
              UPDATE {s}.events SET chain_seq = -chain_seq - 1 WHERE chain_seq < 0`,
        position: 7n,
        kind: 'deleted',
      },
      {
        name: 'row inserted at the end',
        sql: `INSERT INTO {s}.events (stream_id, revision, id, type, data, metadata, chain_seq, hash)
              VALUES ('x', 0, gen_random_uuid(), 'Pinged', '{}', '{}', 11, sha256('x'))`,
        position: 11n,
        kind: 'inserted',
      },
      {
        name: 'row inserted in the middle, the rest renumbered',
        sql: `UPDATE {s}.events SET chain_seq = -chain_seq WHERE chain_seq >= 5;
              UPDATE {s}.events SET chain_seq = -chain_seq + 1 WHERE chain_seq < 0;
              INSERT INTO {s}.events (stream_id, revision, id, type, data, metadata, chain_seq, hash)
              VALUES ('x', 0, gen_random_uuid(), 'Pinged', '{}', '{}', 5, sha256('x'))`,
        position: 5n,
        kind: 'inserted',
      },
      {
        name: 'head hash edited',
        sql: `UPDATE {s}.chain_head SET hash = sha256('x')`,
        position: 10n,
        kind: 'broken',
      },
      {
        name: 'two rows swapped',
        sql: `UPDATE {s}.events SET chain_seq = -3 WHERE chain_seq = 3;
              UPDATE {s}.events SET chain_seq = 3 WHERE chain_seq = 4;
              UPDATE {s}.events SET chain_seq = 4 WHERE chain_seq = -3`,
        position: 3n,
        kind: 'reordered',
      },
      {
        name: 'recorded time moved',
        sql: `UPDATE {s}.events SET recorded_at = recorded_at - interval '1 microsecond' WHERE chain_seq = 2`,
        position: 2n,
        kind: 'changed',
      },
    ];
    for (const c of cases) {
      await withStore(async (store, schema) => {
        await tenEvents(store);
        expect(await verifyStoredChain(pool, { schema })).toMatchObject({ ok: true, count: 10 });
        await pool.query(c.sql.replaceAll('{s}', `"${schema}"`));
        // One statement over the whole log, then pieces of three rows and of one, four in flight:
        // the break falls on a piece's first, middle or last row, in the first piece or a later one.
        for (const piece of [undefined, 3, 1]) {
          const verdict = await verifyStoredChain(pool, { schema, piece });
          const name = `${c.name}, pieces of ${piece ?? 'all'}`;
          expect(verdict, name).toMatchObject({ ok: false, position: c.position, kind: c.kind });
          if (!verdict.ok) expect(verdict.message, name).toContain(`posición ${c.position}`);
        }
      });
    }
  });
});

describe('the hash chain on PGlite', () => {
  it('chains appends and verifies them, as in the embedded mode', async () => {
    const database = await createDatabasePool({ kind: 'pglite', dataDir: 'memory://' });
    try {
      const store = new PostgresEventStore(database.pool);
      await store.ensureSchema();
      await tenEvents(store);
      await store.append(
        'big',
        Array.from({ length: 2_000 }, (_, n) => event(n)),
        {
          expectedRevision: 'no_stream',
        },
      );
      expect(await verifyStoredChain(database.pool)).toMatchObject({ ok: true, count: 2_010 });
      // A car wash's ./data of an earlier version is rekeyed at its next start, as on PostgreSQL.
      await database.pool.query(earlierKeySql('event_store'));
      await store.ensureSchema();
      const { rows: keys } = await database.pool.query<{ conname: string }>(
        `SELECT conname FROM pg_constraint WHERE conrelid = 'event_store.events'::regclass AND contype = 'p'`,
      );
      expect(keys.map((k) => k.conname)).toEqual(['events_global_order']);
      await store.append('b', [event(11)], { expectedRevision: 'stream_exists' });
      expect(await verifyStoredChain(database.pool)).toMatchObject({ ok: true, count: 2_011 });
      await database.pool.query(`UPDATE event_store.events SET type = 'Pinchado' WHERE chain_seq = 1500`);
      expect(await verifyStoredChain(database.pool)).toMatchObject({
        ok: false,
        position: 1500n,
        kind: 'changed',
      });
      await store.close();
    } finally {
      await database.close();
    }
  });
});
