import type { DenominationCount } from '@lavadero/domain/cash/denominations';
import type { ClosingFigures } from '@lavadero/domain/cash/events';
import type { SalePayment } from '@lavadero/domain/sales/payments';
import type { ColumnType, Selectable } from 'kysely';

/** bigint money: a string from `pg`, a number from PGlite; read through `Number`. */
type Money = ColumnType<string | number, number, number>;
/** jsonb: parsed on read, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;

/** One row per caja: open, or closed with the figures its closing recorded (and the last recount). */
export interface CashSessionsTable {
  id: string;
  userId: string;
  /** 'abierta' | 'cerrada'. */
  estado: string;
  fondoInicial: Money;
  denominacionesApertura: Json<DenominationCount> | null;
  openedAt: string;
  closedAt: string | null;
  closedBy: string | null;
  /** The closing as recorded: figures, count and the position its sales were gathered at. */
  cierre: Json<ClosingFigures & { denominaciones: DenominationCount | null; throughPosition: string }> | null;
  /** Counted and difference, after the last correction when there was one. */
  contado: Money | null;
  diferencia: Money | null;
  correcciones: number;
}
export type CashSessionRow = Selectable<CashSessionsTable>;

/**
 * What belongs to a caja, one row per event: its user's sales and voids (by projection, see
 * cash-sales-ledger.ts), its movements, its opening, closing and corrections: the caja's history.
 */
export interface CashSessionEntriesTable {
  id: string;
  sessionId: string;
  /** 'apertura' | 'venta' | 'cobro' | 'anulacion' | 'retiro' | 'gasto' | 'ingreso' | 'cierre' | 'correccion'. */
  kind: string;
  saleId: string | null;
  medioPago: string | null;
  monto: Money;
  motivo: string | null;
  comprobante: string | null;
  userId: string | null;
  at: string;
  /** The event's global position, 'commit:prepare'. */
  position: string;
}
export type CashSessionEntryRow = Selectable<CashSessionEntriesTable>;

/** Every sale's payment as it stands: what a later void gives back from a drawer (see paymentsOf). */
export interface CashSalePaymentsTable {
  saleId: string;
  medioPago: string;
  total: Money;
  /** The parts of a split payment; null when the whole total was paid by `medioPago`. */
  pagos: Json<SalePayment[]> | null;
}
