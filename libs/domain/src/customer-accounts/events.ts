import type { PaymentMethod } from '../sales/events';
import type { Message } from '../shared/decider';

/**
 * Every event of an account carries the balance and the limit after it, so the account's state is
 * its last event: a credit sale reads one event of the account however long it has grown.
 */
interface AccountFigures {
  readonly customerId: string;
  /** The balance after this event: what the customer owes (negative: in their favour). */
  readonly saldo: number;
  /** The credit limit in force after this event; null: no credit allowed. */
  readonly limite: number | null;
  readonly at: string;
}

/** An admin set (or removed, with null) how much the customer may owe. */
export type CustomerCreditLimitSet = Message<
  'CustomerCreditLimitSet',
  AccountFigures & { readonly setBy: string }
>;

/** A credit sale (or the credit part of one) added to the balance; `fecha` is its Asunción day. */
export type CustomerAccountCharged = Message<
  'CustomerAccountCharged',
  AccountFigures & { readonly saleId: string; readonly monto: number; readonly fecha: string }
>;

/** A void or a correction took a sale's charge back. */
export type CustomerAccountChargeReversed = Message<
  'CustomerAccountChargeReversed',
  AccountFigures & {
    readonly saleId: string;
    readonly monto: number;
    readonly motivo: 'anulacion' | 'correccion';
  }
>;

/** Money received on the account into the receiver's open caja. */
export type CustomerPaymentReceived = Message<
  'CustomerPaymentReceived',
  AccountFigures & {
    readonly paymentId: string;
    readonly monto: number;
    readonly medioPago: PaymentMethod;
    readonly receivedBy: string;
    readonly fecha: string;
  }
>;

export type CustomerAccountEvent =
  | CustomerCreditLimitSet
  | CustomerAccountCharged
  | CustomerAccountChargeReversed
  | CustomerPaymentReceived;

export const CUSTOMER_ACCOUNT_EVENT_TYPES: readonly CustomerAccountEvent['type'][] = [
  'CustomerCreditLimitSet',
  'CustomerAccountCharged',
  'CustomerAccountChargeReversed',
  'CustomerPaymentReceived',
];

export const toCustomerAccountStreamId = (customerId: string) => `customer-account-${customerId}`;
