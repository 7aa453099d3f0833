import { assertNever, type Decider } from '../shared/decider';
import { ConcurrencyError, IllegalStateError, NotFoundError } from '../shared/errors';
import type { CustomerCommand } from './commands';
import { type CustomerState, evolveCustomer, initialCustomerState } from './customer';
import { assertValidCustomer } from './customer-rules';
import type { CustomerEvent } from './events';
import { customerMessages } from './messages';

export function decideCustomer(command: CustomerCommand, state: CustomerState): CustomerEvent[] {
  switch (command.type) {
    case 'RegisterCustomer': {
      if (state.status === 'present') {
        throw new IllegalStateError('CUSTOMER_EXISTS', customerMessages.alreadyExists);
      }
      const { now, ...customer } = command.data;
      assertValidCustomer(customer);
      return [{ type: 'CustomerRegistered', data: { ...customer, createdAt: now } }];
    }
    case 'UpdateCustomer': {
      if (state.status === 'absent') throw new NotFoundError('CUSTOMER_NOT_FOUND', customerMessages.notFound);
      const { now, documentBefore, ...customer } = command.data;
      if (documentBefore.docTipo !== state.docTipo || documentBefore.docNumero !== state.docNumero) {
        throw new ConcurrencyError('CUSTOMER_CHANGED', customerMessages.changedMeanwhile);
      }
      assertValidCustomer(customer);
      return [{ type: 'CustomerUpdated', data: { ...customer, customerId: state.customerId, at: now } }];
    }
    default:
      return assertNever(command);
  }
}

export const customerDecider: Decider<CustomerState, CustomerCommand, CustomerEvent> = {
  initialState: initialCustomerState,
  evolve: evolveCustomer,
  decide: decideCustomer,
};
