import type { ReadModelDb } from '../database';

/** The ids a history's events refer to. */
export interface HistoryReferences {
  readonly userIds: readonly string[];
  readonly saleIds: readonly string[];
  readonly workOrderIds: readonly string[];
}

/** What an auditor reads in their place: a user's name, an invoice's number, an order's number. */
export interface HistoryNameMaps {
  readonly users: ReadonlyMap<string, string>;
  readonly sales: ReadonlyMap<string, string>;
  readonly workOrders: ReadonlyMap<string, number>;
}

/**
 * The names behind the ids of one history, in one round trip per kind asked for. A user is named by
 * their full name, else their username: a history never shows an id.
 */
export async function findHistoryNames(db: ReadModelDb, refs: HistoryReferences): Promise<HistoryNameMaps> {
  const [users, sales, workOrders] = await Promise.all([
    refs.userIds.length === 0
      ? []
      : db
          .selectFrom('users')
          .select(['id', 'fullName', 'username'])
          .where('id', 'in', [...refs.userIds])
          .execute(),
    refs.saleIds.length === 0
      ? []
      : db
          .selectFrom('sales')
          .select(['id', 'numeroFactura'])
          .where('id', 'in', [...refs.saleIds])
          .execute(),
    refs.workOrderIds.length === 0
      ? []
      : db
          .selectFrom('workOrders')
          .select(['id', 'numero'])
          .where('id', 'in', [...refs.workOrderIds])
          .execute(),
  ]);
  return {
    users: new Map(users.map((u) => [u.id, u.fullName?.trim() || u.username])),
    sales: new Map(sales.map((s) => [s.id, s.numeroFactura])),
    workOrders: new Map(workOrders.map((w) => [w.id, w.numero])),
  };
}
