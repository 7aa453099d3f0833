import type { PaymentMethod } from '../sales/events';

/** What of a sale's payment the accounts read: today its one method and its total. */
export interface SalePayment {
  readonly medioPago: PaymentMethod;
  readonly total: number;
}

/**
 * The part of a sale (issued, corrected, or as requested) owed on the customer's account. Every
 * account rule reads a sale's credit through this one function, so a sale paid in several parts
 * changes only this.
 */
export const creditAmountOf = (sale: SalePayment): number => (sale.medioPago === 'cuenta' ? sale.total : 0);
