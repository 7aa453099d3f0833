import { type Kysely, sql } from 'kysely';

/** One cell (or one whole row) where the live read model and the replay disagree. */
export interface ReadModelDifference {
  /** The SQL table, e.g. `sales`. */
  readonly table: string;
  /** The row's primary key, e.g. `id=4f2…` or `fecha=2026-11-21, item_id=…`. */
  readonly key: string;
  /** The column that differs; null when the whole row is on one side only. */
  readonly column: string | null;
  /** The value as JSON, or ROW_ABSENT. */
  readonly live: string;
  readonly replayed: string;
}

export const ROW_ABSENT = '(sin fila)';

/** A table where everything differs would fill the screen and the memory: this many are listed. */
export const DIFFERENCES_LISTED_PER_TABLE = 50;

const LONGEST_VALUE = 300;

export interface TableComparison {
  /** Rows that differ in any compared column or exist on one side only. */
  readonly rowsDiffering: number;
  readonly rowsCompared: number;
  /** The differing cells of the first DIFFERENCES_LISTED_PER_TABLE rows, by key. */
  readonly differences: readonly ReadModelDifference[];
}

// Raw SQL only, with schema-qualified names: any kysely over the read-model database will do.
// biome-ignore lint/suspicious/noExplicitAny: the tables compared are not in one kysely type
type Raw = Kysely<any>;

/**
 * Compares `table` in two schemas row by row, joined on its primary key (read from the replayed
 * copy, which the migrations made), and every column but `ignored`. The database does the join, so
 * memory stays flat whatever the table's size; only the listed differences come back.
 */
export async function compareTable(
  db: Raw,
  table: string,
  schemas: { readonly live: string; readonly replayed: string },
  ignored: readonly string[],
): Promise<TableComparison> {
  const key = await primaryKey(db, schemas.replayed, table);
  const keyOf = (alias: string) =>
    sql.raw(`jsonb_build_array(${key.map((k) => `${alias}."${k}"`).join(', ')})`);
  const side = (schema: string) =>
    sql`select ${keyOf('t')} as k, to_jsonb(t) - ${sql.val([...ignored])}::text[] as r from ${sql.id(schema, table)} t`;
  const { rows } = await sql<{
    k: unknown[];
    live: Record<string, unknown> | null;
    replayed: Record<string, unknown> | null;
    differing: string;
    compared: string;
  }>`
    with l as (${side(schemas.live)}), p as (${side(schemas.replayed)}),
    joined as (select coalesce(l.k, p.k) as k, l.r as live, p.r as replayed from l full join p on l.k = p.k),
    differing as (select * from joined where live is distinct from replayed)
    select d.k, d.live, d.replayed, (select count(*) from differing) as differing,
      (select count(*) from joined) as compared
    from (select 1) one left join lateral
      (select * from differing order by k limit ${DIFFERENCES_LISTED_PER_TABLE}) d on true`.execute(db);
  const first = rows[0];
  return {
    rowsDiffering: Number(first?.differing ?? 0),
    rowsCompared: Number(first?.compared ?? 0),
    differences: rows
      .filter((row) => row.k !== null)
      .flatMap((row) => cellDifferences(table, describeKey(key, row.k), row.live, row.replayed)),
  };
}

function cellDifferences(
  table: string,
  key: string,
  live: Record<string, unknown> | null,
  replayed: Record<string, unknown> | null,
): ReadModelDifference[] {
  if (live === null || replayed === null) {
    return [
      {
        table,
        key,
        column: null,
        live: live === null ? ROW_ABSENT : shown(live),
        replayed: replayed === null ? ROW_ABSENT : shown(replayed),
      },
    ];
  }
  const columns = [...new Set([...Object.keys(live), ...Object.keys(replayed)])].sort();
  return columns
    .filter((column) => JSON.stringify(live[column]) !== JSON.stringify(replayed[column]))
    .map((column) => ({ table, key, column, live: shown(live[column]), replayed: shown(replayed[column]) }));
}

function shown(value: unknown): string {
  const text = JSON.stringify(value ?? null);
  return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE)}…` : text;
}

function describeKey(columns: readonly string[], values: readonly unknown[]): string {
  return columns.map((column, i) => `${column}=${String(values[i])}`).join(', ');
}

async function primaryKey(db: Raw, schema: string, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select a.attname as name
    from pg_index i
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = ${`"${schema}"."${table}"`}::regclass and i.indisprimary
    order by array_position(i.indkey::int2[], a.attnum)`.execute(db);
  if (rows.length === 0) throw new Error(`La tabla ${table} no tiene clave primaria: no se puede comparar`);
  return rows.map((row) => row.name);
}
