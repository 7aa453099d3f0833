import type { Decider, Message } from '../shared/decider';
import { IllegalStateError } from '../shared/errors';
import { saleMessages } from './messages';

/**
 * A user's invoices in one calendar month (America/Asuncion): a stream per (user, month), appended
 * with its expected revision in the same atomic append as the sale, so two cashier windows of the same
 * user cannot both issue the last invoice the plan allows. A new month is a new stream, so the count
 * starts again at 0 without anybody resetting it.
 */
export type InvoiceCounted = Message<
  'InvoiceCounted',
  {
    readonly userId: string;
    /** YYYY-MM. */
    readonly period: string;
    readonly saleId: string;
    /** The user's invoices this month including this one (the users read model's currentMonthInvoices). */
    readonly count: number;
    readonly at: string;
  }
>;
export type InvoiceUsageEvent = InvoiceCounted;

export type CountInvoice = Message<
  'CountInvoice',
  {
    readonly userId: string;
    readonly period: string;
    readonly saleId: string;
    readonly monthlyInvoiceLimit: number;
    readonly now: string;
  }
>;

export interface InvoiceUsageState {
  readonly count: number;
}

export const initialInvoiceUsageState = (): InvoiceUsageState => ({ count: 0 });

export const evolveInvoiceUsage = (_: InvoiceUsageState, event: InvoiceUsageEvent): InvoiceUsageState => ({
  count: event.data.count,
});

export function decideCountInvoice(command: CountInvoice, state: InvoiceUsageState): [InvoiceCounted] {
  const { userId, period, saleId, monthlyInvoiceLimit, now } = command.data;
  if (state.count >= monthlyInvoiceLimit) {
    throw new IllegalStateError('MONTHLY_INVOICE_LIMIT_REACHED', saleMessages.monthlyLimitReached, {
      limit: monthlyInvoiceLimit,
    });
  }
  return [{ type: 'InvoiceCounted', data: { userId, period, saleId, count: state.count + 1, at: now } }];
}

export const invoiceUsageDecider: Decider<InvoiceUsageState, CountInvoice, InvoiceUsageEvent> = {
  initialState: initialInvoiceUsageState,
  evolve: evolveInvoiceUsage,
  decide: decideCountInvoice,
};

export const toInvoiceUsageStreamId = (userId: string, period: string) => `invoice-usage-${userId}-${period}`;
