import { type CustomerDto, DEFAULT_CUSTOMER } from '@lavadero/contracts/customers';

/**
 * The document as the card shows it ('CI: 1234567'), or null for 'Cliente General': its 'CI 0' is a
 * placeholder the system holds so nobody registers it, not a document anyone has.
 */
export function shownDocument(customer: Pick<CustomerDto, 'id' | 'docNumero'>): string | null {
  return customer.id === DEFAULT_CUSTOMER.id ? null : customer.docNumero;
}
