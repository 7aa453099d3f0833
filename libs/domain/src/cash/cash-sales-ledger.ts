import type { CustomerPaymentReceived } from '../customer-accounts/events';
import type { PaymentMethod, SaleCorrected, SaleIssued, SaleVoided } from '../sales/events';
import { paymentsOf, type SalePayment } from '../sales/payments';
import { isImportedSaleKey } from '../sales/sale';
import type { Message } from '../shared/decider';
import type { CashSalesFacts } from './cash-session';
import type { CashSessionClosed, CashSessionOpened } from './events';

/** Only what the ledger reads of a sale's events. */
export type LedgerEvent =
  | Message<
      'SaleIssued',
      Pick<SaleIssued['data'], 'saleId' | 'medioPago' | 'pagos' | 'total' | 'issuedBy' | 'idempotencyKey'>
    >
  | Message<'SaleCorrected', Pick<SaleCorrected['data'], 'saleId' | 'medioPago' | 'pagos' | 'total'>>
  | Message<'SaleVoided', Pick<SaleVoided['data'], 'saleId' | 'voidedBy'>>
  | Message<'CashSessionOpened', Pick<CashSessionOpened['data'], 'sessionId' | 'userId'>>
  | Message<'CashSessionClosed', Pick<CashSessionClosed['data'], 'sessionId'>>
  | Message<
      'CustomerPaymentReceived',
      Pick<CustomerPaymentReceived['data'], 'medioPago' | 'monto' | 'receivedBy'>
    >;

/**
 * The rule that ties sales to a caja, stated once: a sale belongs to its user's open caja (issuedBy),
 * a void to the voiding user's open caja (voidedBy), at the sale's parts as they are then (each part
 * in its method: a split sale's cash part is what entered the drawer, and on a void what leaves it);
 * a correction while the caja is open moves its sale between methods. `events` are the log in order,
 * up to the closing's `throughPosition`. A payment received on a customer's account belongs to its
 * receiver's open caja and counts with the sales of its method (money taken in by that method). Imported sales belong to no caja. The cash read model follows this same rule; a test replays
 * a day through both and through the closing.
 */
export function cashSalesOf(
  events: readonly Message[],
  sessionId: string,
): Omit<CashSalesFacts, 'throughPosition'> {
  const payments = new Map<string, readonly SalePayment[]>();
  const inSession = new Set<string>();
  const totals = new Map<PaymentMethod, { ventas: number; anulaciones: number }>();
  const add = (parts: readonly SalePayment[], key: 'ventas' | 'anulaciones', sign: 1 | -1 = 1) => {
    for (const { medio, monto } of parts) {
      const row = totals.get(medio) ?? { ventas: 0, anulaciones: 0 };
      totals.set(medio, { ...row, [key]: row[key] + sign * monto });
    }
  };
  let userId: string | null = null;
  for (const e of events as readonly LedgerEvent[]) {
    if (e.type === 'CashSessionOpened' && e.data.sessionId === sessionId) userId = e.data.userId;
    if (e.type === 'CashSessionClosed' && e.data.sessionId === sessionId) break;
    // A sale restored from a backup was paid into a drawer long ago (and is never voided after).
    if (e.type === 'SaleIssued' && !isImportedSaleKey(e.data.idempotencyKey)) {
      const parts = paymentsOf(e.data);
      payments.set(e.data.saleId, parts);
      if (userId !== null && e.data.issuedBy === userId) {
        inSession.add(e.data.saleId);
        add(parts, 'ventas');
      }
    }
    if (e.type === 'SaleCorrected') {
      const before = payments.get(e.data.saleId);
      const parts = paymentsOf(e.data);
      payments.set(e.data.saleId, parts);
      if (before && userId !== null && inSession.has(e.data.saleId)) {
        add(before, 'ventas', -1);
        add(parts, 'ventas');
      }
    }
    if (e.type === 'SaleVoided' && userId !== null && e.data.voidedBy === userId) {
      const parts = payments.get(e.data.saleId);
      if (parts) add(parts, 'anulaciones');
    }
    if (e.type === 'CustomerPaymentReceived' && userId !== null && e.data.receivedBy === userId) {
      add([{ medio: e.data.medioPago, monto: e.data.monto }], 'ventas');
    }
  }
  return { porMedio: [...totals].map(([medioPago, t]) => ({ medioPago, ...t })) };
}
