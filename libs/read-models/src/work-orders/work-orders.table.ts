import type { WorkOrderLine } from '@lavadero/domain/work-orders/events';
import type { ColumnType, Selectable } from 'kysely';

/** jsonb: parsed on read, written as JSON text (pg would turn a JS array into a Postgres array). */
type Json<T> = ColumnType<T, string, string>;

/**
 * One row per work order that is not deleted (a deleted order's events stay, its row goes): the
 * screen's list, the print data and the dashboard's counts. The customer and vehicle are copied as
 * they were when the order was taken; the queries prefer their current values.
 */
export interface WorkOrdersTable {
  id: string;
  numero: number;
  estado: string;
  customerId: string;
  customerNombre: string;
  customerDocNumero: string;
  customerTelefono: string | null;
  vehicleId: string;
  vehiclePlaca: string;
  vehicleMarca: string;
  vehicleModelo: string;
  vehicleColor: string;
  observaciones: string | null;
  lines: Json<WorkOrderLine[]>;
  /** Integer guaraníes: the sum of the lines. */
  total: number;
  /** ISO instants: creation (fechaEntrada), start, end and delivery. */
  createdAt: string;
  createdBy: string;
  fechaInicio: string | null;
  fechaFin: string | null;
  fechaEntrega: string | null;
  /** Calendar day of delivery in America/Asuncion, YYYY-MM-DD ('Servicios Realizados' of a day). */
  diaEntrega: string | null;
  /** The sale that billed the order, and its invoice number. */
  saleId: string | null;
  numeroFactura: string | null;
  updatedAt: string;
}
export type WorkOrderRow = Selectable<WorkOrdersTable>;
