import type { CustomerPaymentReceived } from '../customer-accounts/events';
import type { PaymentMethod, SaleCorrected, SaleIssued, SaleVoided } from '../sales/events';
import { isImportedSaleKey } from '../sales/sale';
import type { Message } from '../shared/decider';
import type { CashSalesFacts } from './cash-session';
import type { CashSessionClosed, CashSessionOpened } from './events';

/** Only what the ledger reads of a sale's events. */
export type LedgerEvent =
  | Message<
      'SaleIssued',
      Pick<SaleIssued['data'], 'saleId' | 'medioPago' | 'total' | 'issuedBy' | 'idempotencyKey'>
    >
  | Message<'SaleCorrected', Pick<SaleCorrected['data'], 'saleId' | 'medioPago' | 'total'>>
  | Message<'SaleVoided', Pick<SaleVoided['data'], 'saleId' | 'voidedBy'>>
  | Message<'CashSessionOpened', Pick<CashSessionOpened['data'], 'sessionId' | 'userId'>>
  | Message<'CashSessionClosed', Pick<CashSessionClosed['data'], 'sessionId'>>
  | Message<
      'CustomerPaymentReceived',
      Pick<CustomerPaymentReceived['data'], 'medioPago' | 'monto' | 'receivedBy'>
    >;

type Payment = { medioPago: PaymentMethod; total: number };

/**
 * The rule that ties sales to a caja, stated once: a sale belongs to its user's open caja (issuedBy),
 * a void to the voiding user's open caja (voidedBy), at the sale's method and total as they are then;
 * a correction while the caja is open moves its sale between methods. `events` are the log in order,
 * up to the closing's `throughPosition`. A payment received on a customer's account belongs to its
 * receiver's open caja and counts with the sales of its method (money taken in by that method). Imported sales belong to no caja. The cash read model follows this same rule; a test replays
 * a day through both and through the closing.
 */
export function cashSalesOf(
  events: readonly Message[],
  sessionId: string,
): Omit<CashSalesFacts, 'throughPosition'> {
  const payments = new Map<string, Payment>();
  const inSession = new Set<string>();
  const totals = new Map<PaymentMethod, { ventas: number; anulaciones: number }>();
  const add = (medio: PaymentMethod, key: 'ventas' | 'anulaciones', amount: number) => {
    const row = totals.get(medio) ?? { ventas: 0, anulaciones: 0 };
    totals.set(medio, { ...row, [key]: row[key] + amount });
  };
  let userId: string | null = null;
  for (const e of events as readonly LedgerEvent[]) {
    if (e.type === 'CashSessionOpened' && e.data.sessionId === sessionId) userId = e.data.userId;
    if (e.type === 'CashSessionClosed' && e.data.sessionId === sessionId) break;
    // A sale restored from a backup was paid into a drawer long ago (and is never voided after).
    if (e.type === 'SaleIssued' && !isImportedSaleKey(e.data.idempotencyKey)) {
      payments.set(e.data.saleId, { medioPago: e.data.medioPago, total: e.data.total });
      if (userId !== null && e.data.issuedBy === userId) {
        inSession.add(e.data.saleId);
        add(e.data.medioPago, 'ventas', e.data.total);
      }
    }
    if (e.type === 'SaleCorrected') {
      const before = payments.get(e.data.saleId);
      payments.set(e.data.saleId, { medioPago: e.data.medioPago, total: e.data.total });
      if (before && userId !== null && inSession.has(e.data.saleId)) {
        add(before.medioPago, 'ventas', -before.total);
        add(e.data.medioPago, 'ventas', e.data.total);
      }
    }
    if (e.type === 'SaleVoided' && userId !== null && e.data.voidedBy === userId) {
      const payment = payments.get(e.data.saleId);
      if (payment) add(payment.medioPago, 'anulaciones', payment.total);
    }
    if (e.type === 'CustomerPaymentReceived' && userId !== null && e.data.receivedBy === userId) {
      add(e.data.medioPago, 'ventas', e.data.monto);
    }
  }
  return { porMedio: [...totals].map(([medioPago, t]) => ({ medioPago, ...t })) };
}
