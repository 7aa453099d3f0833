import { type OperationNodeSource, sql } from 'kysely';
import type { ReadModelTransaction } from '../database';
import { type RecordColumns, recordSet } from '../one-statement';
import type { ReportDeltas } from './report-figures';

type FigureTable =
  | 'reportDaily'
  | 'reportServiceDaily'
  | 'reportCustomerDaily'
  | 'reportServiceMonthly'
  | 'reportCustomerMonthly';

interface FigureSpec {
  readonly table: FigureTable;
  /** The columns and their SQL types, keys first; the rows carry them under these names. */
  readonly columns: RecordColumns;
  readonly keys: readonly string[];
  readonly sums: readonly string[];
  /** The count a row is deleted at (zero or less), for tables that drop rows with no activity. */
  readonly count?: string;
  /** The period column the rows of a delete are looked for in. */
  readonly period?: string;
}

const DAILY: FigureSpec = {
  table: 'reportDaily',
  columns: [
    ['fecha', 'text'],
    ['amount', 'bigint'],
    ['orders', 'integer'],
  ],
  keys: ['fecha'],
  sums: ['amount', 'orders'],
};
const SERVICE_DAILY: FigureSpec = {
  table: 'reportServiceDaily',
  columns: [
    ['fecha', 'text'],
    ['itemId', 'text'],
    ['nombre', 'text'],
    ['revenue', 'bigint'],
    ['units', 'integer'],
  ],
  keys: ['fecha', 'itemId'],
  sums: ['revenue', 'units'],
  count: 'units',
  period: 'fecha',
};
const SERVICE_MONTHLY: FigureSpec = {
  ...SERVICE_DAILY,
  table: 'reportServiceMonthly',
  columns: [['month', 'text'], ...SERVICE_DAILY.columns.slice(1)],
  keys: ['month', 'itemId'],
  period: 'month',
};
const CUSTOMER_DAILY: FigureSpec = {
  table: 'reportCustomerDaily',
  columns: [
    ['fecha', 'text'],
    ['customerId', 'text'],
    ['nombre', 'text'],
    ['visits', 'integer'],
    ['spent', 'bigint'],
  ],
  keys: ['fecha', 'customerId'],
  sums: ['visits', 'spent'],
  count: 'visits',
  period: 'fecha',
};
const CUSTOMER_MONTHLY: FigureSpec = {
  ...CUSTOMER_DAILY,
  table: 'reportCustomerMonthly',
  columns: [['month', 'text'], ...CUSTOMER_DAILY.columns.slice(1)],
  keys: ['month', 'customerId'],
  period: 'month',
};

/**
 * Adds delta rows to a figures table: a new key is inserted, an existing one gets the deltas added to
 * its sums and takes the row's name.
 */
function addDeltas(trx: ReadModelTransaction, spec: FigureSpec, rows: readonly object[]) {
  const set = Object.fromEntries([
    ...spec.sums.map((c) => [c, sql`${sql.ref(`${spec.table}.${c}`)} + ${sql.ref(`excluded.${c}`)}`]),
    ...(spec.count === undefined ? [] : [['nombre', sql.ref('excluded.nombre')]]),
  ]);
  // kysely cannot type "any of these tables"; every one has the key, sum and name columns given.
  return trx
    .insertInto(spec.table as 'reportServiceDaily')
    .columns(spec.columns.map(([name]) => name) as never)
    .expression(recordSet(rows, spec.columns) as never)
    .onConflict((oc) => oc.columns(spec.keys as never).doUpdateSet(set));
}

/** The rows of one table whose count fell to zero (all their sales voided or corrected away). */
function dropEmptied(trx: ReadModelTransaction, spec: FigureSpec, rows: readonly object[]) {
  const period = spec.period as 'fecha';
  const periods = [...new Set(rows.map((r) => (r as Record<string, string>)[period] as string))];
  return trx
    .deleteFrom(spec.table as 'reportServiceDaily')
    .where(spec.count as 'units', '<=', 0)
    .where(period, 'in', periods);
}

/**
 * A batch's figures as one statement (one data-modifying CTE per table, `alongside` joining them,
 * e.g. the per-sale rows), and, only when a delta did not add to a count (a void, a correction, a
 * sale issued and voided in the same batch), a second one deleting the rows left with no activity:
 * it must see the first one's sums. A batch of new sales only adds, so it needs no second one.
 * Returned as the statements' writes, in order, for `BatchWrites.addInOrder`.
 */
export function figureWrites(
  trx: ReadModelTransaction,
  deltas: ReportDeltas,
  alongside: readonly OperationNodeSource[] = [],
): OperationNodeSource[][] {
  const tables: [FigureSpec, object[]][] = [
    [DAILY, [...deltas.daily.values()]],
    [SERVICE_DAILY, [...deltas.services.values()]],
    [SERVICE_MONTHLY, deltas.servicesByMonth()],
    [CUSTOMER_DAILY, [...deltas.customers.values()]],
    [CUSTOMER_MONTHLY, deltas.customersByMonth()],
  ];
  const upserts = [
    ...alongside,
    ...tables.filter(([, rows]) => rows.length > 0).map(([spec, rows]) => addDeltas(trx, spec, rows)),
  ];
  const emptied = tables.filter(
    ([spec, rows]) =>
      spec.count !== undefined && rows.some((r) => (r as Record<string, number>)[spec.count!]! <= 0),
  );
  return [upserts, emptied.map(([spec, rows]) => dropEmptied(trx, spec, rows))];
}
