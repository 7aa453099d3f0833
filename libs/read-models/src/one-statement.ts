import { type OperationNodeSource, type RawBuilder, sql } from 'kysely';
import type { ReadModelTransaction } from './database';

/**
 * Several writes to different tables as one statement (one data-modifying CTE each): one round trip
 * and one parse instead of one per table, which in the embedded mode is most of what a write costs.
 * Every write sees the tables as they were before the statement, so a write that must see another's
 * result (a delete of the rows an upsert emptied) takes a statement of its own.
 */
export async function inOneStatement(
  trx: ReadModelTransaction,
  writes: readonly OperationNodeSource[],
): Promise<void> {
  if (writes.length === 0) return;
  const ctes = writes.map((write, i) => sql`${sql.raw(`w${i}`)} as (${write})`);
  await sql`with ${sql.join(ctes)} select 1`.execute(trx);
}

/** Columns of a record set and their SQL types: `[name, type]`. */
export type RecordColumns = readonly (readonly [string, string])[];

/**
 * `select … from jsonb_to_recordset($1)`: any number of rows as ONE parameter, so the statement's
 * text is the same whatever the batch holds. The names are quoted as written (the rows' keys);
 * they come from the callers' column lists, never from input.
 */
export function recordSet(rows: readonly object[], columns: RecordColumns): RawBuilder<unknown> {
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const definition = columns.map(([name, type]) => `"${name}" ${type}`).join(', ');
  return sql`select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${sql.raw(definition)})`;
}
