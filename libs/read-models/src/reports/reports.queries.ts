import type { DayRange } from '@lavadero/fiscal/report-period';
import type { ReadModelDb } from '../database';

/** Counted sales and their amount per day that had any (days without sales are absent). */
export async function dailySales(
  db: ReadModelDb,
  range: DayRange,
): Promise<{ fecha: string; amount: number; orders: number }[]> {
  const rows = await db
    .selectFrom('reportDaily')
    .select(['fecha', 'amount', 'orders'])
    .where('fecha', '>=', range.from)
    .where('fecha', '<=', range.to)
    .where('orders', '>', 0)
    .orderBy('fecha')
    .execute();
  return rows.map((r) => ({ fecha: r.fecha, amount: Number(r.amount), orders: r.orders }));
}

/** Distinct customers with at least one counted sale in the range. */
export async function countActiveCustomers(db: ReadModelDb, range: DayRange): Promise<number> {
  const row = await db
    .selectFrom('reportCustomerDaily')
    .select((eb) => eb.fn.count<string | number>('customerId').distinct().as('customers'))
    .where('fecha', '>=', range.from)
    .where('fecha', '<=', range.to)
    .executeTakeFirstOrThrow();
  return Number(row.customers);
}

/** Services and combos sold in the range, by revenue (then units, then id, for a stable order). */
export async function serviceTotals(
  db: ReadModelDb,
  range: DayRange,
): Promise<{ id: string; name: string; revenue: number; units: number }[]> {
  const rows = await db
    .selectFrom('reportServiceDaily')
    .select((eb) => [
      'itemId',
      eb.fn.sum<string | number>('revenue').as('revenue'),
      eb.fn.sum<string | number>('units').as('units'),
      eb.fn.max('fecha').as('lastDay'),
    ])
    .where('fecha', '>=', range.from)
    .where('fecha', '<=', range.to)
    .groupBy('itemId')
    .orderBy('revenue', 'desc')
    .orderBy('units', 'desc')
    .orderBy('itemId')
    .execute();
  const names = await latestServiceNames(db, rows);
  return rows.map((r) => ({
    id: r.itemId,
    name: names.get(r.itemId) ?? r.itemId,
    revenue: Number(r.revenue),
    units: Number(r.units),
  }));
}

/** The name each service carried on the last day it sold in the range. */
async function latestServiceNames(
  db: ReadModelDb,
  rows: readonly { itemId: string; lastDay: string }[],
): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map();
  const named = await db
    .selectFrom('reportServiceDaily')
    .select(['itemId', 'nombre'])
    .where((eb) => eb.or(rows.map((r) => eb.and([eb('fecha', '=', r.lastDay), eb('itemId', '=', r.itemId)]))))
    .execute();
  return new Map(named.map((r) => [r.itemId, r.nombre]));
}

/** The best `limit` customers of the range by amount spent, with their latest name in it. */
export async function customerTotals(
  db: ReadModelDb,
  range: DayRange,
  limit: number,
): Promise<{ id: string; name: string; visits: number; lastVisit: string; spent: number }[]> {
  const rows = await db
    .selectFrom('reportCustomerDaily')
    .select((eb) => [
      'customerId',
      eb.fn.sum<string | number>('visits').as('visits'),
      eb.fn.sum<string | number>('spent').as('spent'),
      eb.fn.max('fecha').as('lastVisit'),
    ])
    .where('fecha', '>=', range.from)
    .where('fecha', '<=', range.to)
    .groupBy('customerId')
    .orderBy('spent', 'desc')
    .orderBy('visits', 'desc')
    .orderBy('customerId')
    .limit(limit)
    .execute();
  if (rows.length === 0) return [];
  const named = await db
    .selectFrom('reportCustomerDaily')
    .select(['customerId', 'nombre'])
    .where((eb) =>
      eb.or(rows.map((r) => eb.and([eb('fecha', '=', r.lastVisit), eb('customerId', '=', r.customerId)]))),
    )
    .execute();
  const names = new Map(named.map((r) => [r.customerId, r.nombre]));
  return rows.map((r) => ({
    id: r.customerId,
    name: names.get(r.customerId) ?? r.customerId,
    visits: Number(r.visits),
    lastVisit: r.lastVisit,
    spent: Number(r.spent),
  }));
}
