import type { CompanySnapshot, CustomerSnapshot, SaleLine } from '@lavadero/domain/sales/events';
import type { SalePayment } from '@lavadero/domain/sales/payments';
import type { ColumnType, Selectable } from 'kysely';

/** bigint money (totals reach 999.999.999.999): a string from `pg`, a number from PGlite; see sale-view.ts. */
type Money = ColumnType<string | number, number, number>;
/** jsonb: parsed on read, written as JSON text (pg would turn a JS array into a Postgres array). */
type Json<T> = ColumnType<T, string, string>;

/**
 * One row per sale, voided ones included (marked `anulada`): the list of the sales screen, the
 * invoice viewer's source (lines, buyer and company as they were at issue) and the dashboard's
 * figures. The customer's name and document are columns of their own for the screen's search.
 */
export interface SalesTable {
  id: string;
  numeroFactura: string;
  /** The sequence within its series, for a stable order among sales of the same instant. */
  secuencia: number;
  /** Calendar day of issue in America/Asuncion, YYYY-MM-DD. */
  fecha: string;
  createdAt: string;
  createdBy: string;
  customerId: string;
  customerNombre: string;
  customerDocNumero: string;
  customer: Json<CustomerSnapshot>;
  workOrderId: string | null;
  medioPago: string;
  /** The parts of a split payment; null when the whole total was paid by `medioPago` (see paymentsOf). */
  pagos: Json<SalePayment[]> | null;
  regimenTurismo: boolean;
  timbradoUsado: string;
  lines: Json<SaleLine[]>;
  subtotal: Money;
  impuestos: Money;
  total: Money;
  company: Json<CompanySnapshot>;
  idempotencyKey: string;
  anulada: boolean;
  anuladaAt: string | null;
  updatedAt: string;
}
export type SaleRow = Selectable<SalesTable>;
