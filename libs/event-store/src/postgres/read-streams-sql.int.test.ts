import { randomUUID } from 'node:crypto';
import { createDatabasePool } from '@lavadero/database/database-pool';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PostgresEventStore } from './postgres-event-store';
import { readStreamsSql } from './read-streams-sql';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface PlanNode {
  readonly 'Relation Name'?: string;
  readonly 'Actual Rows'?: number;
  readonly 'Actual Loops'?: number;
  readonly 'Rows Removed by Filter'?: number;
  readonly 'Rows Removed by Index Recheck'?: number;
  readonly Plans?: readonly PlanNode[];
}

/** Rows of `events` the plan's scans touched: returned or filtered out, over every loop. */
function eventRowsTouched(node: PlanNode): number {
  const own =
    node['Relation Name'] === 'events'
      ? ((node['Actual Rows'] ?? 0) +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0)) *
        (node['Actual Loops'] ?? 1)
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + eventRowsTouched(child), 0);
}

const literal = (ids: readonly string[]) =>
  `ARRAY[${ids.map((id) => `'${id.replaceAll("'", "''")}'`).join(',')}]::text[]`;

/**
 * A product's stream after 10,000 sales of it, in a log of 60,000 events (four such products and
 * 20,000 sales, each a stream of its own): reading it as the last event of each type, beside a short
 * stream read whole, touches a handful of rows, in the custom plan and in the generic one a named
 * statement ends up on. Counted from EXPLAIN ANALYZE, not timed.
 */
async function expectFlatRead(pool: pg.Pool) {
  const schema = `es_flat_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const store = new PostgresEventStore(pool, { schema });
  try {
    await store.ensureSchema();
    await pool.query(
      // Seeded straight into the table (the chain columns filled, not chained: this is about reads).
      `INSERT INTO "${schema}".events (stream_id, revision, id, type, data, metadata, chain_seq, hash)
       SELECT 'inventory-item-p' || (g % 4), g / 4, gen_random_uuid(),
              CASE WHEN g < 4 THEN 'InventoryItemCreated' WHEN g % 997 = 0 THEN 'InventoryItemUpdated'
                   ELSE 'StockAdjusted' END, '{}', '{}', g + 1, '\\x00'
         FROM generate_series(0, 39999) AS g;
       INSERT INTO "${schema}".events (stream_id, revision, id, type, data, metadata, chain_seq, hash)
       SELECT 'sale-' || g, 0, gen_random_uuid(), 'SaleIssued', '{}', '{}', 40000 + g, '\\x00'
         FROM generate_series(1, 20000) AS g`,
    );
    await pool.query(`ANALYZE "${schema}".events`);
    const product = 'inventory-item-p3'; // 10,000 events
    const client = await pool.connect();
    try {
      await client.query(`PREPARE read_streams(text[], text[], text[]) AS ${readStreamsSql(schema)}`);
      const touched = async (whole: string[], last: string[], eachType: string[]) => {
        const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE read_streams(${literal(whole)}, ${literal(last)}, ${literal(eachType)})`,
        );
        return eventRowsTouched(rows[0]!['QUERY PLAN'][0].Plan);
      };
      for (const mode of ['force_custom_plan', 'force_generic_plan']) {
        await client.query(`SET plan_cache_mode = ${mode}`);
        expect(await touched([product], [], []), mode).toBeGreaterThanOrEqual(10_000); // the measure sees a walk
        // The sale read whole (one event, not the log) and the product's 3 types, ~2 rows each.
        expect(await touched(['sale-1'], [], [product]), mode).toBeLessThanOrEqual(13);
        expect(await touched([], [product], []), mode).toBeLessThanOrEqual(2);
      }
      await client.query('RESET plan_cache_mode');
      await client.query('DEALLOCATE read_streams');
    } finally {
      client.release();
    }
    const read = await store.readStreams([product], { lastOfEachType: [product] });
    expect(read.get(product)!.map((e) => [e.type, e.revision])).toEqual([
      ['InventoryItemCreated', 0n],
      ['InventoryItemUpdated', 9_720n], // g = 38,883: the last g ≡ 3 (mod 4) that 997 divides
      ['StockAdjusted', 9_999n],
    ]);
  } finally {
    await store.close();
    await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  }
}

describe('reading a product’s stream as the last event of each type', () => {
  it('touches a bounded number of events on PostgreSQL', async () => {
    const pool = new pg.Pool({ connectionString: POSTGRES_URL, max: 2 });
    try {
      await expectFlatRead(pool);
    } finally {
      await pool.end();
    }
  });

  it('touches a bounded number of events on PGlite', async () => {
    const database = await createDatabasePool({ kind: 'pglite', dataDir: 'memory://' });
    try {
      await expectFlatRead(database.pool);
    } finally {
      await database.close();
    }
  }, 120_000);
});
