import type { ColumnType, Selectable } from 'kysely';

/** bigint money: a string from `pg`, a number from PGlite; the queries convert it once. */
type Money = ColumnType<string | number, number, number>;
/** jsonb: parsed on read, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;

/** What one counted sale adds to the report figures: the services line by line, in guaraníes. */
export interface ServiceFigure {
  readonly id: string;
  readonly nombre: string;
  readonly revenue: number;
  readonly units: number;
}

/**
 * The reports' memory of each sale: what it adds to the figures today, so a correction can take
 * its old figures out before adding the new ones, and a void can take them out for good.
 */
export interface ReportSalesTable {
  id: string;
  /** Calendar day of issue in Asunción; corrections keep it. */
  fecha: string;
  customerId: string;
  customerNombre: string;
  total: Money;
  services: Json<ServiceFigure[]>;
  /** False once voided: the sale is in no figure any more. */
  counted: boolean;
}

/** Per Asunción day: counted sales and their amount ('Ventas por Día', the metric cards). */
export interface ReportDailyTable {
  fecha: string;
  amount: Money;
  orders: number;
}

/** Per day and service or combo: revenue and units ('Servicios Más Populares'). */
export interface ReportServiceDailyTable {
  fecha: string;
  itemId: string;
  /** The name on the latest sale of that day. */
  nombre: string;
  revenue: Money;
  units: number;
}

/** Per day and customer: visits and amount ('Mejores Clientes', 'Clientes Activos'). */
export interface ReportCustomerDailyTable {
  fecha: string;
  customerId: string;
  /** The buyer's name on the latest sale of that day. */
  nombre: string;
  visits: number;
  spent: Money;
}

/** The same per calendar month ('YYYY-MM'), so a long period reads months instead of days. */
export interface ReportServiceMonthlyTable {
  month: string;
  itemId: string;
  nombre: string;
  revenue: Money;
  units: number;
}

/** The same per calendar month ('YYYY-MM'). */
export interface ReportCustomerMonthlyTable {
  month: string;
  customerId: string;
  nombre: string;
  visits: number;
  spent: Money;
}

export type ReportSaleRow = Selectable<ReportSalesTable>;
