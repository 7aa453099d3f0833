import { assertNever, type Decider } from '../shared/decider';
import { IllegalStateError, UnprocessableError, ValidationError } from '../shared/errors';
import type { CustomerAccountCommand } from './commands';
import {
  type CustomerAccountState,
  evolveCustomerAccount,
  initialCustomerAccountState,
} from './customer-account';
import type { CustomerAccountEvent } from './events';
import { accountMessages } from './messages';

const isWholeGuaranies = (amount: number) => Number.isSafeInteger(amount);

/**
 * The customer's account. A charge is refused when the customer has no limit (credit is allowed
 * only once an admin says how much: a new customer owes nothing by surprise) or when it would take
 * the balance over the limit. Reversals always pass: they only give back what was charged.
 */
export function decideCustomerAccount(
  command: CustomerAccountCommand,
  state: CustomerAccountState,
): CustomerAccountEvent[] {
  const { saldo, limite } = state;
  switch (command.type) {
    case 'SetCreditLimit': {
      const { customerId, limite: nuevo, userId, now } = command.data;
      if (nuevo !== null && (!isWholeGuaranies(nuevo) || nuevo < 0)) {
        throw new ValidationError('INVALID_CREDIT_LIMIT', accountMessages.invalidLimit);
      }
      if (nuevo === limite) throw new IllegalStateError('SAME_CREDIT_LIMIT', accountMessages.sameLimit);
      return [
        {
          type: 'CustomerCreditLimitSet',
          data: { customerId, saldo, limite: nuevo, setBy: userId, at: now },
        },
      ];
    }
    case 'ChargeAccount': {
      const { customerId, walkIn, saleId, monto, fecha, now } = command.data;
      if (walkIn) throw new UnprocessableError('CREDIT_NEEDS_CUSTOMER', accountMessages.walkIn);
      if (limite === null) throw new UnprocessableError('NO_CREDIT', accountMessages.noCredit);
      if (saldo + monto > limite) {
        throw new UnprocessableError(
          'CREDIT_LIMIT_EXCEEDED',
          accountMessages.overLimit(saldo, monto, limite),
          {
            saldo,
            limite,
          },
        );
      }
      return [
        {
          type: 'CustomerAccountCharged',
          data: { customerId, saleId, monto, fecha, saldo: saldo + monto, limite, at: now },
        },
      ];
    }
    case 'ReverseCharge': {
      const { customerId, saleId, monto, motivo, now } = command.data;
      return [
        {
          type: 'CustomerAccountChargeReversed',
          data: { customerId, saleId, monto, motivo, saldo: saldo - monto, limite, at: now },
        },
      ];
    }
    case 'ReceivePayment': {
      const { customerId, paymentId, monto, medioPago, userId, fecha, now } = command.data;
      if (!isWholeGuaranies(monto) || monto <= 0) {
        throw new ValidationError('INVALID_AMOUNT', accountMessages.invalidPayment);
      }
      if (medioPago === 'cuenta')
        throw new ValidationError('INVALID_METHOD', accountMessages.paymentOnAccount);
      if (saldo <= 0) throw new IllegalStateError('NOTHING_OWED', accountMessages.nothingOwed);
      if (monto > saldo) throw new IllegalStateError('PAYMENT_OVER_BALANCE', accountMessages.overpaid(saldo));
      return [
        {
          type: 'CustomerPaymentReceived',
          data: {
            customerId,
            paymentId,
            monto,
            medioPago,
            receivedBy: userId,
            fecha,
            saldo: saldo - monto,
            limite,
            at: now,
          },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}

export const customerAccountDecider: Decider<
  CustomerAccountState,
  CustomerAccountCommand,
  CustomerAccountEvent
> = {
  initialState: initialCustomerAccountState,
  evolve: evolveCustomerAccount,
  decide: decideCustomerAccount,
};
