import { assertNever } from '../shared/decider';
import type { CustomerAccountEvent } from './events';

export interface CustomerAccountState {
  readonly saldo: number;
  readonly limite: number | null;
}

export const initialCustomerAccountState = (): CustomerAccountState => ({ saldo: 0, limite: null });

/** The state is the last event's figures: the stream is read as its last event only. */
export function evolveCustomerAccount(
  _state: CustomerAccountState,
  event: CustomerAccountEvent,
): CustomerAccountState {
  switch (event.type) {
    case 'CustomerCreditLimitSet':
    case 'CustomerAccountCharged':
    case 'CustomerAccountChargeReversed':
    case 'CustomerPaymentReceived':
      return { saldo: event.data.saldo, limite: event.data.limite };
    default:
      return assertNever(event);
  }
}
