import type { Selectable } from 'kysely';

/**
 * Each user's invoices this month, apart from the users table: a sale changes only this read model,
 * so it does not count as a change to the account an open session was checked against (the API's
 * session cache listens for changes to the users and sessions read models).
 */
export interface InvoiceUsageTable {
  /** The user's id. */
  id: string;
  /** The month (YYYY-MM, America/Asuncion) currentMonthInvoices counts; null before the first count or reset. */
  usageMonth: string | null;
  currentMonthInvoices: number;
  usageResetDate: string | null;
}
export type InvoiceUsageRow = Selectable<InvoiceUsageTable>;
