import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabasePool, type DatabasePool, EMBEDDED_POOL } from './database-pool';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe('createDatabasePool (pglite)', () => {
  // Opening PGlite takes seconds (WASM start-up), so the in-memory tests share one database.
  let memory: DatabasePool;
  beforeAll(async () => {
    memory = await createDatabasePool({ kind: 'pglite', dataDir: 'memory://' });
  });
  afterAll(async () => {
    await memory?.close();
  });

  it('serialises concurrent transactions instead of interleaving them', async () => {
    const { pool } = memory;
    await pool.query('CREATE TABLE steps (n serial PRIMARY KEY, who text NOT NULL)');
    const transaction = async (who: string) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('INSERT INTO steps (who) VALUES ($1)', [who]);
        await sleep(30); // the other transaction would slip in here if the session were shared
        await client.query('INSERT INTO steps (who) VALUES ($1)', [who]);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    };
    await Promise.all([transaction('a'), transaction('b'), transaction('c')]);
    const { rows } = await pool.query<{ who: string }>('SELECT who FROM steps ORDER BY n');
    const order = rows.map((r) => r.who).join('');
    expect(order).toMatch(/^(aa|bb|cc){3}$/);
    expect(new Set(order).size).toBe(3);
  });

  it('survives a failed query and rolls back what a destroyed client left open', async () => {
    const { pool } = memory;
    await pool.query('CREATE TABLE t (n int PRIMARY KEY)');
    // pg-pool destroys the client of a failed pool.query; the next client must still work.
    await expect(pool.query('SELECT * FROM missing_table')).rejects.toThrow(/missing_table/);
    await expect(pool.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });

    const client = await pool.connect();
    await client.query('BEGIN');
    await client.query('INSERT INTO t VALUES (1)');
    client.release(new Error('simulated crash')); // destroyed with its transaction still open
    const { rows } = await pool.query<{ count: string }>('SELECT count(*) FROM t');
    expect(Number(rows[0]?.count)).toBe(0);
    await pool.query('INSERT INTO t VALUES (2)'); // autocommit again, not inside the leftover transaction
    expect((await pool.query('SELECT n FROM t')).rows).toEqual([{ n: 2 }]);
  });

  it('names a statement it runs again, and names it afresh on the client after a failed one', async () => {
    const { pool } = memory;
    const text = 'SELECT $1::int + 1 AS next';
    for (const n of [1, 2, 3]) expect((await pool.query(text, [n])).rows).toEqual([{ next: n + 1 }]);
    const prepared = await pool.query('SELECT statement FROM pg_prepared_statements');
    expect(prepared.rows).toContainEqual({ statement: text });
    // The failed query's client is destroyed; the session is not, and still held the name.
    await expect(pool.query('SELECT * FROM missing_table')).rejects.toThrow(/missing_table/);
    for (const n of [9, 10]) expect((await pool.query(text, [n])).rows).toEqual([{ next: n + 1 }]);
  });

  it('keeps data in a directory across close and reopen, and marks the pool as embedded', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lavadero-pglite-'));
    try {
      const first = await createDatabasePool({ kind: 'pglite', dataDir: dir });
      expect((first.pool as unknown as Record<symbol, unknown>)[EMBEDDED_POOL]).toBe(true);
      await first.pool.query('CREATE TABLE kept (v text)');
      await first.pool.query("INSERT INTO kept VALUES ('hola')");
      await first.close();

      const second = await createDatabasePool({ kind: 'pglite', dataDir: dir });
      expect((await second.pool.query('SELECT v FROM kept')).rows).toEqual([{ v: 'hola' }]);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000); // opens PGlite twice

  it('starts every in-memory database empty, from the cluster kept in the temporary folder', async () => {
    await memory.pool.query('CREATE TABLE only_in_the_first (v int)');
    const kept = (await readdir(tmpdir())).filter((f) => /^lavadero-pglite-cluster-.+\.tar$/.test(f));
    expect(kept).not.toEqual([]); // left by the first one made (here, or by an earlier process)
    const other = await createDatabasePool({ kind: 'pglite', dataDir: 'memory://' });
    try {
      const { rows } = await other.pool.query("SELECT to_regclass('only_in_the_first') AS found");
      expect(rows).toEqual([{ found: null }]);
      await other.pool.query('CREATE TABLE only_in_the_first (v int)');
    } finally {
      await other.close();
    }
  });
});

describe('createDatabasePool (postgres)', () => {
  it('connects to PostgreSQL', async () => {
    const { pool, close } = await createDatabasePool({ kind: 'postgres', connectionString: POSTGRES_URL });
    try {
      expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      expect((pool as unknown as Record<symbol, unknown>)[EMBEDDED_POOL]).toBeUndefined();
    } finally {
      await close();
    }
  });

  it('parses a statement it runs again once per connection, and answers it as before', async () => {
    const { pool, close } = await createDatabasePool({ kind: 'postgres', connectionString: POSTGRES_URL });
    const text = 'SELECT $1::int + 1 AS next';
    try {
      const client = await pool.connect();
      try {
        for (const n of [1, 2, 3]) {
          expect((await client.query(text, [n])).rows).toEqual([{ next: n + 1 }]);
        }
        const prepared = await client.query('SELECT statement FROM pg_prepared_statements');
        expect(prepared.rows).toEqual([{ statement: text }]);
        // A repeated statement that fails fails as it would unnamed, and the next one runs.
        for (const _ of [1, 2]) await expect(client.query('SELECT $1::int', ['uno'])).rejects.toThrow(/uno/);
        expect((await client.query(text, [9])).rows).toEqual([{ next: 10 }]);
      } finally {
        client.release();
      }
      // pg's pool.query (a callback underneath) and a script without values go as before.
      expect((await pool.query(text, [41])).rows).toEqual([{ next: 42 }]);
      expect((await pool.query('SELECT 1 AS a; SELECT 2 AS b')) as unknown as unknown[]).toHaveLength(2);
    } finally {
      await close();
    }
  });

  it('fails at creation when the server is unreachable', async () => {
    await expect(
      createDatabasePool({ kind: 'postgres', connectionString: 'postgres://postgres@127.0.0.1:1/none' }),
    ).rejects.toThrow();
  });
});
