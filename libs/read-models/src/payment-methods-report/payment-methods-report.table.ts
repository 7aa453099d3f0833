import type { ColumnType } from 'kysely';

/** bigint money: a string from `pg`, a number from PGlite; the queries convert it once. */
type Money = ColumnType<string | number, number, number>;
/** jsonb: parsed on read, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;

/** Each sale's parts as they count today, so a correction or void can take them out again. */
export interface ReportSalePaymentsTable {
  id: string;
  fecha: string;
  parts: Json<{ medio: string; monto: number }[]>;
  counted: boolean;
}

/** Per Asunción day and method: what was paid by it and how many sales had a part in it. */
export interface ReportPaymentMethodDailyTable {
  fecha: string;
  medio: string;
  amount: Money;
  sales: number;
}
