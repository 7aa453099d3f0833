import { type OperationNodeSource, type RawBuilder, sql } from 'kysely';
import type { ReadModelTransaction } from './database';

/** The most bind parameters one statement can carry: the protocol counts them in 16 bits. */
export const MAX_PARAMETERS = 65_535;

/**
 * Several writes to different tables as one statement (one data-modifying CTE each): one round trip
 * and one parse instead of one per table, which in the embedded mode is most of what a write costs.
 * Every write sees the tables as they were before the statement, so a write that must see another's
 * result (a delete of the rows an upsert emptied) takes a statement of its own. Writes that together
 * carry more parameters than a statement can (a rebuild's batch of a thousand events, written with
 * a parameter per value) go in as few statements as hold them: they do not see each other anyway.
 */
export async function inOneStatement(
  trx: ReadModelTransaction,
  writes: readonly OperationNodeSource[],
): Promise<void> {
  if (writes.length === 0) return;
  const ctes = writes.map((write, i) => sql`${sql.raw(`w${i}`)} as (${write})`);
  const statement = sql`with ${sql.join(ctes)} select 1`.compile(trx);
  if (statement.parameters.length <= MAX_PARAMETERS || writes.length === 1) {
    await trx.executeQuery(statement);
    return;
  }
  for (const group of groupsWithinLimit(trx, writes)) await inOneStatement(trx, group);
}

/** The writes in order, as many to a group as a statement's parameters allow. */
function groupsWithinLimit(
  trx: ReadModelTransaction,
  writes: readonly OperationNodeSource[],
): OperationNodeSource[][] {
  const groups: OperationNodeSource[][] = [];
  let parameters = Number.POSITIVE_INFINITY;
  for (const write of writes) {
    const count = sql`${write}`.compile(trx).parameters.length;
    if (parameters + count > MAX_PARAMETERS) {
      groups.push([]);
      parameters = 0;
    }
    groups.at(-1)!.push(write);
    parameters += count;
  }
  return groups;
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
