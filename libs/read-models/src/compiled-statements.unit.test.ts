import { CamelCasePlugin, type CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createReadModelDb, type Database, type ReadModelDb } from './database';

// Nothing here reaches a database: statements are only compiled.
const pool = {} as pg.Pool;
/** kysely's own naming, applied as each statement is built: what the read models did before. */
const reference = () =>
  new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  }).withSchema('read_models');

/** Statements of several kinds, each built twice over with other values and row counts. */
const statements = (db: ReadModelDb, n: number) => [
  db
    .selectFrom('sales')
    .select(['id', 'numeroFactura', 'customerId'])
    .where(
      'customerId',
      'in',
      Array.from({ length: n }, (_, i) => `c-${n}-${i}`),
    )
    .where('total', '>', n * 1_000)
    .orderBy('createdAt', 'desc')
    .limit(n),
  // Built in another order than SQL is written: the values are bound in the SQL's order.
  db
    .selectFrom('sales')
    .where('total', '>', n)
    .select(sql<number>`${n + 1}`.as('next')),
  db
    .insertInto('checkpoints')
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: `p${i}`,
        commitPosition: String(n),
        preparePosition: String(i),
        updatedAt: new Date(Date.UTC(2026, 10, n)).toISOString(),
      })),
    )
    .onConflict((oc) =>
      oc.column('name').doUpdateSet((eb) => ({ commitPosition: eb.ref('excluded.commitPosition') })),
    ),
  db
    .updateTable('invoiceUsage')
    .set({ currentMonthInvoices: n, usageMonth: `2026-${n}` })
    .where('id', '=', `u-${n}`)
    .returning(['id', 'usageResetDate']),
  db
    .with('moved', (qc) => qc.deleteFrom('sessions').where('userId', '=', `user-${n}`).returning('id'))
    .selectNoFrom([sql<string>`(select count(*) from moved)`.as('moved'), sql`${`note ${n}`}`.as('note')]),
  sql`select ${sql.ref('customerId')} from ${sql.table('sales')} where ${sql.ref('total')} = ${n} and ${sql.lit(n)} > 0`,
];

const compiled = (db: ReadModelDb, n: number): CompiledQuery[] => statements(db, n).map((s) => s.compile(db));

describe('read-model statements compiled once per shape', () => {
  it('compile to what kysely’s plugins make of them, with each value in its place, the first time and after', () => {
    const db = createReadModelDb(pool);
    for (const n of [1, 3, 1, 3, 2, 3]) {
      const ours = compiled(db, n);
      const theirs = compiled(reference(), n);
      expect(ours.map((q) => q.sql)).toEqual(theirs.map((q) => q.sql));
      expect(ours.map((q) => q.parameters)).toEqual(theirs.map((q) => q.parameters));
    }
  });

  it('write a value the SQL carries (a literal) into the shape: other literals, other statements', () => {
    const db = createReadModelDb(pool);
    const literal = (value: number | Date) =>
      sql`select ${sql.lit(value)} as x, ${value} as y`.compile(db).sql;
    expect(literal(1)).toBe('select 1 as x, $1 as y');
    expect(literal(2)).toBe('select 2 as x, $1 as y');
    expect(literal(new Date('2026-11-27T00:00:00Z'))).toContain("'2026-11-27T00:00:00.000Z'");
    expect(literal(new Date('2026-11-28T00:00:00Z'))).toContain("'2026-11-28T00:00:00.000Z'");
  });

  it('leave statements sent without the plugins as written', () => {
    const db = createReadModelDb(pool);
    const query = sql`select ${sql.ref('customerId')} from ${sql.table('sales')}`.compile(
      db.withoutPlugins(),
    );
    expect(query.sql).toBe('select "customerId" from "sales"');
  });

  it('name the statements of another schema the instance is pointed at', () => {
    const db = createReadModelDb(pool, 'replay_1');
    const query = db.withSchema('replay_2').selectFrom('sales').select('customerId').compile();
    expect(query.sql).toBe('select "customer_id" from "replay_2"."sales"');
    expect(db.selectFrom('sales').select('customerId').compile().sql).toBe(
      'select "customer_id" from "replay_1"."sales"',
    );
  });
});
