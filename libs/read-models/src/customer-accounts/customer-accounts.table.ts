import type { ColumnType, Selectable } from 'kysely';

/** bigint money: a string from `pg`, a number from PGlite; read through `Number`. */
type Money = ColumnType<string | number, number, number>;

/** One row per account that has an event: what the customer owes, may owe, and has paid in all. */
export interface CustomerAccountsTable {
  customerId: string;
  saldo: Money;
  /** null: no credit allowed. */
  limite: Money | null;
  /** Every payment received, summed: the aging settles the oldest charges with it (FIFO). */
  pagado: Money;
  updatedAt: string;
}
export type CustomerAccountRow = Selectable<CustomerAccountsTable>;

/** One row per account event, as the customer card lists them. */
export interface CustomerAccountMovementsTable {
  id: string;
  customerId: string;
  /** 'limite' | 'cargo' | 'reverso' | 'pago'. */
  kind: string;
  saleId: string | null;
  medioPago: string | null;
  monto: Money | null;
  saldo: Money;
  limite: Money | null;
  userId: string | null;
  at: string;
  /** The event's global position, 'commit:prepare': the order of two movements of one instant. */
  position: string;
}
export type CustomerAccountMovementRow = Selectable<CustomerAccountMovementsTable>;

/** Each credit sale's charge as it stands after voids and corrections, dated by the sale's day. */
export interface CustomerAccountChargesTable {
  customerId: string;
  saleId: string;
  fecha: string;
  monto: Money;
}
