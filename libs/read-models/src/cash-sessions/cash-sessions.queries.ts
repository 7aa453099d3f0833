import type { PaymentMethod } from '@lavadero/domain/sales/events';
import type { ReadModelDb } from '../database';
import type { CashSessionEntryRow, CashSessionRow } from './cash-sessions.table';

export const findCashSession = (db: ReadModelDb, id: string): Promise<CashSessionRow | undefined> =>
  db.selectFrom('cashSessions').selectAll().where('id', '=', id).executeTakeFirst();

export const findOpenCashSessionOf = (db: ReadModelDb, userId: string): Promise<CashSessionRow | undefined> =>
  db
    .selectFrom('cashSessions')
    .selectAll()
    .where('estado', '=', 'abierta')
    .where('userId', '=', userId)
    .executeTakeFirst();

/** Newest first; a user sees their own, an admin everyone's (or one user's). */
export function listCashSessions(
  db: ReadModelDb,
  filter: { userId?: string; estado?: 'abierta' | 'cerrada'; limit: number },
): Promise<CashSessionRow[]> {
  let query = db.selectFrom('cashSessions').selectAll();
  if (filter.userId) query = query.where('userId', '=', filter.userId);
  if (filter.estado) query = query.where('estado', '=', filter.estado);
  return query.orderBy('openedAt', 'desc').orderBy('id').limit(filter.limit).execute();
}

/** The cajas closed within [from, to] (ISO instants, an Asunción day's bounds), the latest first. */
export const listCashSessionsClosedBetween = (
  db: ReadModelDb,
  from: string,
  to: string,
): Promise<CashSessionRow[]> =>
  db
    .selectFrom('cashSessions')
    .selectAll()
    .where('estado', '=', 'cerrada')
    .where('closedAt', '>=', from)
    .where('closedAt', '<=', to)
    .orderBy('closedAt', 'desc')
    .execute();

/** The caja's history: opening, sales, voids, movements, closing and corrections, in order. */
export const listCashSessionEntries = (db: ReadModelDb, sessionId: string): Promise<CashSessionEntryRow[]> =>
  db
    .selectFrom('cashSessionEntries')
    .selectAll()
    .where('sessionId', '=', sessionId)
    .orderBy('at')
    .orderBy('position')
    .execute();

/** The drawer's movements and the sales per method of a caja: what its closing is computed from. */
export async function cashSessionTotals(db: ReadModelDb, sessionId: string) {
  const rows = await db
    .selectFrom('cashSessionEntries')
    .select((eb) => ['kind', 'medioPago', eb.fn.sum<string | number>('monto').as('monto')])
    .where('sessionId', '=', sessionId)
    .where('kind', 'in', ['venta', 'cobro', 'anulacion', 'retiro', 'gasto', 'ingreso'])
    .groupBy(['kind', 'medioPago'])
    .execute();
  const sumOf = (kind: string) =>
    rows.filter((r) => r.kind === kind).reduce((s, r) => s + Number(r.monto), 0);
  const methods = [...new Set(rows.filter((r) => r.medioPago).map((r) => r.medioPago as PaymentMethod))];
  const of = (kind: string, medio: string) =>
    Number(rows.find((r) => r.kind === kind && r.medioPago === medio)?.monto ?? 0);
  return {
    retiros: sumOf('retiro'),
    gastos: sumOf('gasto'),
    ingresos: sumOf('ingreso'),
    porMedio: methods.map((medioPago) => ({
      medioPago,
      // What the method took in: its sales and the payments received on customers' accounts.
      ventas: of('venta', medioPago) + of('cobro', medioPago),
      anulaciones: of('anulacion', medioPago),
    })),
  };
}

/** Whether the user has a caja open now: what a sale asks when the business requires one. */
export async function hasOpenCashSession(db: ReadModelDb, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('cashSessions')
    .select('id')
    .where('estado', '=', 'abierta')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
