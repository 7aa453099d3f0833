import type { InvoiceCounted } from '@lavadero/domain/sales/invoice-usage-decide';
import { assertNever } from '@lavadero/domain/shared/decider';
import type { MonthlyUsageReset } from '@lavadero/domain/users/events';
import type { OperationNodeSource } from 'kysely';
import type { ReadModelTransaction } from '../database';
import { entityProjection } from '../entity-projection';
import type { InvoiceUsageRow } from './invoice-usage.table';

type UsageEvent = InvoiceCounted | MonthlyUsageReset;

/** YYYY-MM months compare as strings; no month yet comes before every month. */
function isBefore(month: string | null, other: string | null): boolean {
  return other !== null && (month === null || month < other);
}

/**
 * Pure: a user's usage after one event. The usage streams (one per user and month) and the user's own
 * stream (the monthly reset) reach this projection in no fixed order, so the row keeps the month its
 * count belongs to: a count of an older month, or a reset of a month already counted, changes nothing.
 */
export function evolveInvoiceUsage(row: InvoiceUsageRow | null, event: UsageEvent): InvoiceUsageRow {
  const current = row ?? {
    id: event.data.userId,
    usageMonth: null,
    currentMonthInvoices: 0,
    usageResetDate: null,
  };
  const { period, at } = event.data;
  switch (event.type) {
    case 'InvoiceCounted':
      if (isBefore(period, current.usageMonth)) return current;
      return { ...current, currentMonthInvoices: event.data.count, usageMonth: period };
    case 'MonthlyUsageReset':
      if (!isBefore(current.usageMonth, period)) return { ...current, usageResetDate: at };
      return { ...current, currentMonthInvoices: 0, usageMonth: period, usageResetDate: at };
    default:
      return assertNever(event);
  }
}

/**
 * A user's counts need not read the row: folded from nothing they give the latest month's last
 * count (each count states the month's total), and the upsert leaves a row of a later month as it
 * is, the rule of `evolveInvoiceUsage` (a count of an older month changes nothing). One statement
 * for every user a batch of sales counted.
 */
function writeCounts(
  trx: ReadModelTransaction,
  eventsByUser: ReadonlyMap<string, readonly UsageEvent[]>,
): OperationNodeSource {
  // Folded from no row, every user's events give a row: evolveInvoiceUsage starts one.
  const rows = [...eventsByUser.values()].map((events) =>
    events.reduce<InvoiceUsageRow | null>(evolveInvoiceUsage, null),
  ) as InvoiceUsageRow[];
  return trx
    .insertInto('invoiceUsage')
    .values(rows)
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) => ({
          usageMonth: eb.ref('excluded.usageMonth'),
          currentMonthInvoices: eb.ref('excluded.currentMonthInvoices'),
        }))
        .where((eb) =>
          eb.or([
            eb('invoiceUsage.usageMonth', 'is', null),
            eb('invoiceUsage.usageMonth', '<=', eb.ref('excluded.usageMonth')),
          ]),
        ),
    );
}

export const invoiceUsageProjection = entityProjection({
  name: 'invoice_usage',
  table: 'invoiceUsage',
  handles: ['InvoiceCounted', 'MonthlyUsageReset'],
  idOf: (event: UsageEvent) => event.data.userId,
  evolve: evolveInvoiceUsage,
  writesWithoutReading: { types: ['InvoiceCounted'], write: writeCounts },
});
