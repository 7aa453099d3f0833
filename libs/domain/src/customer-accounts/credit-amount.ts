import type { PaymentMethod } from '../sales/events';
import { type SalePayment as PaymentPart, paymentsOf } from '../sales/payments';

/** What of a sale's payment the accounts read: its method, total and parts (see paymentsOf). */
export interface SalePayment {
  readonly medioPago: PaymentMethod;
  readonly total: number;
  readonly pagos?: readonly PaymentPart[] | null;
}

/**
 * The part of a sale (issued, corrected, or as requested) owed on the customer's account: its
 * 'cuenta' part (the whole total of a sale paid only on account). Every account rule reads a sale's
 * credit through this one function.
 */
export const creditAmountOf = (sale: SalePayment): number =>
  paymentsOf(sale)
    .filter((part) => part.medio === 'cuenta')
    .reduce((sum, part) => sum + part.monto, 0);
