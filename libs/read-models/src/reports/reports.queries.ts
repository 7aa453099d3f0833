import { type DayRange, splitIntoMonths } from '@lavadero/fiscal/report-period';
import { sql } from 'kysely';
import type { ReadModelDb } from '../database';

/**
 * Counted sales and their amount per day that had any (days without sales are absent), for several
 * ranges in one round trip (a period and the one before it).
 */
export async function dailySales(
  db: ReadModelDb,
  ranges: readonly DayRange[],
): Promise<{ fecha: string; amount: number; orders: number }[]> {
  const rows = await db
    .selectFrom('reportDaily')
    .select(['fecha', 'amount', 'orders'])
    .where((eb) => eb.or(ranges.map((r) => eb.between('fecha', r.from, r.to))))
    .where('orders', '>', 0)
    .orderBy('fecha')
    .execute();
  return rows.map((r) => ({ fecha: r.fecha, amount: Number(r.amount), orders: r.orders }));
}

/**
 * The per-customer (or per-service) figures of a range as rows to sum: whole months from the monthly
 * table, the loose days at the ends from the daily one. A year reads twelve rows per customer, not
 * one per day they came.
 */
function figuresOf(db: ReadModelDb, range: DayRange, of: 'customers' | 'services') {
  const { months, days } = splitIntoMonths(range);
  const customers = of === 'customers';
  const daily = (d: DayRange) =>
    customers
      ? db
          .selectFrom('reportCustomerDaily')
          .select(['customerId as id', 'visits as count', 'spent as amount'])
          .where('fecha', '>=', d.from)
          .where('fecha', '<=', d.to)
      : db
          .selectFrom('reportServiceDaily')
          .select(['itemId as id', 'units as count', 'revenue as amount'])
          .where('fecha', '>=', d.from)
          .where('fecha', '<=', d.to);
  const monthly = (m: { from: string; to: string }) =>
    customers
      ? db
          .selectFrom('reportCustomerMonthly')
          .select(['customerId as id', 'visits as count', 'spent as amount'])
          .where('month', '>=', m.from)
          .where('month', '<=', m.to)
      : db
          .selectFrom('reportServiceMonthly')
          .select(['itemId as id', 'units as count', 'revenue as amount'])
          .where('month', '>=', m.from)
          .where('month', '<=', m.to);
  const [first, ...rest] = [...days.map(daily), ...(months ? [monthly(months)] : [])];
  // splitIntoMonths always gives at least one part; every part has the same three columns.
  if (!first) throw new Error(`No days in ${range.from}..${range.to}`);
  return rest.reduce((union, part) => union.unionAll(part), first);
}

/**
 * Per range, the distinct customers with at least one counted sale (grouped: a hash, not a sort);
 * all ranges in one round trip.
 */
export async function countActiveCustomers(db: ReadModelDb, ranges: readonly DayRange[]): Promise<number[]> {
  const row = await db
    .selectNoFrom((eb) =>
      ranges.map((range, i) =>
        eb
          .selectFrom(
            db
              .selectFrom(figuresOf(db, range, 'customers').as('f'))
              .select('f.id')
              .groupBy('f.id')
              .as('customers'),
          )
          .select((inner) => inner.fn.countAll<string | number>().as('customers'))
          .as(`range${i}`),
      ),
    )
    .executeTakeFirstOrThrow();
  return ranges.map((_, i) => Number((row as Record<string, string | number>)[`range${i}`]));
}

/** Sums the range's figures per id, largest amount first (then count, then id, for a stable order). */
function totalsOf(db: ReadModelDb, range: DayRange, of: 'customers' | 'services') {
  return db
    .selectFrom(figuresOf(db, range, of).as('f'))
    .select((eb) => [
      'f.id',
      eb.fn.sum<string | number>('f.count').as('count'),
      eb.fn.sum<string | number>('f.amount').as('amount'),
    ])
    .groupBy('f.id')
    .orderBy('amount', 'desc')
    .orderBy('count', 'desc')
    .orderBy('f.id');
}

/**
 * The latest day (up to `to`) of each id in a daily table, and the name it had then: one index probe
 * per id.
 */
async function latestDays(
  db: ReadModelDb,
  of: 'customers' | 'services',
  ids: readonly string[],
  to: string,
): Promise<Map<string, { fecha: string; nombre: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom(sql<{ id: string }>`(select unnest(${[...ids]}::text[]) as id)`.as('ids'))
    .innerJoinLateral(
      (eb) =>
        (of === 'customers'
          ? eb.selectFrom('reportCustomerDaily as d').whereRef('d.customerId', '=', 'ids.id')
          : eb.selectFrom('reportServiceDaily as d').whereRef('d.itemId', '=', 'ids.id')
        )
          .select(['d.fecha', 'd.nombre'])
          .where('d.fecha', '<=', to)
          .orderBy('d.fecha', 'desc')
          .limit(1)
          .as('latest'),
      (join) => join.onTrue(),
    )
    .select(['ids.id', 'latest.fecha', 'latest.nombre'])
    .execute();
  return new Map(rows.map((r) => [r.id, { fecha: r.fecha, nombre: r.nombre }]));
}

/** Services and combos sold in the range, by revenue, with the name of their latest sale. */
export async function serviceTotals(
  db: ReadModelDb,
  range: DayRange,
): Promise<{ id: string; name: string; revenue: number; units: number }[]> {
  const rows = await totalsOf(db, range, 'services').execute();
  const latest = await latestDays(
    db,
    'services',
    rows.map((r) => r.id),
    range.to,
  );
  return rows.map((r) => ({
    id: r.id,
    name: latest.get(r.id)?.nombre ?? r.id,
    revenue: Number(r.amount),
    units: Number(r.count),
  }));
}

/** The best `limit` customers of the range by amount spent, with their latest name in it. */
export async function customerTotals(
  db: ReadModelDb,
  range: DayRange,
  limit: number,
): Promise<{ id: string; name: string; visits: number; lastVisit: string; spent: number }[]> {
  const rows = await totalsOf(db, range, 'customers').limit(limit).execute();
  const latest = await latestDays(
    db,
    'customers',
    rows.map((r) => r.id),
    range.to,
  );
  return rows.map((r) => ({
    id: r.id,
    name: latest.get(r.id)?.nombre ?? r.id,
    visits: Number(r.count),
    lastVisit: latest.get(r.id)?.fecha ?? range.to,
    spent: Number(r.amount),
  }));
}

/** The first Asunción day with a counted sale in the customer figures, or null before any. */
export async function firstReportDay(db: ReadModelDb): Promise<string | null> {
  const row = await db
    .selectFrom('reportCustomerDaily')
    .select((eb) => eb.fn.min('fecha').as('first'))
    .executeTakeFirst();
  return row?.first ?? null;
}
