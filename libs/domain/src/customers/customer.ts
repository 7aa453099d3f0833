import { assertNever } from '../shared/decider';
import type { CustomerEvent, DocTipo } from './events';

/** What the rules need to know about a customer: whether it exists and which document it holds. */
export type CustomerState =
  | { readonly status: 'absent' }
  | {
      readonly status: 'present';
      readonly customerId: string;
      readonly docTipo: DocTipo;
      readonly docNumero: string;
    };

export const initialCustomerState = (): CustomerState => ({ status: 'absent' });

export function evolveCustomer(_state: CustomerState, event: CustomerEvent): CustomerState {
  switch (event.type) {
    case 'CustomerRegistered':
    case 'CustomerUpdated': {
      const { customerId, docTipo, docNumero } = event.data;
      return { status: 'present', customerId, docTipo, docNumero };
    }
    default:
      return assertNever(event);
  }
}
