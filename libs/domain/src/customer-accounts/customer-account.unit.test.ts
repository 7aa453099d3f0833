import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import type { CustomerAccountCommand } from './commands';
import { customerAccountDecider } from './customer-account-decide';
import type { CustomerAccountEvent } from './events';

const spec = deciderSpec(customerAccountDecider);
const customerId = 'cli-1';
const at = '2026-11-21T13:00:00.000Z';

const limitSet = (limite: number | null, saldo = 0): CustomerAccountEvent => ({
  type: 'CustomerCreditLimitSet',
  data: { customerId, limite, saldo, setBy: 'admin-1', at },
});
const charged = (saleId: string, monto: number, saldo: number, limite: number | null = 100_000) =>
  ({
    type: 'CustomerAccountCharged',
    data: { customerId, saleId, monto, fecha: '2026-11-21', saldo, limite, at },
  }) as const;
const charge = (monto: number, walkIn = false): CustomerAccountCommand => ({
  type: 'ChargeAccount',
  data: { customerId, walkIn, saleId: 'v-2', monto, fecha: '2026-11-21', now: at },
});
const pay = (monto: number, medioPago: 'efectivo' | 'cuenta' = 'efectivo'): CustomerAccountCommand => ({
  type: 'ReceivePayment',
  data: { customerId, paymentId: 'p-1', monto, medioPago, userId: 'cajero-1', fecha: '2026-11-25', now: at },
});

describe('the credit limit', () => {
  it('is set by an admin, carrying the balance as it is', () => {
    spec
      .given([limitSet(100_000), charged('v-1', 40_000, 40_000)])
      .when({ type: 'SetCreditLimit', data: { customerId, limite: 50_000, userId: 'admin-1', now: at } })
      .then([limitSet(50_000, 40_000)]);
  });

  it('refuses a negative or fractional limit, and the limit it already is', () => {
    const set = (limite: number) =>
      ({ type: 'SetCreditLimit', data: { customerId, limite, userId: 'admin-1', now: at } }) as const;
    spec.given([]).when(set(-1)).thenThrows('INVALID_CREDIT_LIMIT');
    spec.given([]).when(set(10.5)).thenThrows('INVALID_CREDIT_LIMIT');
    spec
      .given([limitSet(100_000)])
      .when(set(100_000))
      .thenThrows('SAME_CREDIT_LIMIT');
  });
});

describe('a credit sale’s charge', () => {
  it('adds to the balance within the limit, up to exactly the limit', () => {
    spec
      .given([limitSet(100_000), charged('v-1', 40_000, 40_000)])
      .when(charge(60_000))
      .then([{ ...charged('v-2', 60_000, 100_000) }]);
  });

  it('is refused past the limit, with no limit at all, and for Cliente General', () => {
    spec
      .given([limitSet(100_000), charged('v-1', 40_000, 40_000)])
      .when(charge(60_001))
      .thenThrows('CREDIT_LIMIT_EXCEEDED');
    spec.given([]).when(charge(1)).thenThrows('NO_CREDIT');
    spec
      .given([limitSet(100_000)])
      .when(charge(1, true))
      .thenThrows('CREDIT_NEEDS_CUSTOMER');
  });

  it('comes back whole with a void, whatever the limit is now', () => {
    spec
      .given([limitSet(100_000), charged('v-1', 40_000, 40_000), limitSet(0, 40_000)])
      .when({
        type: 'ReverseCharge',
        data: { customerId, saleId: 'v-1', monto: 40_000, motivo: 'anulacion', now: at },
      })
      .then([
        {
          type: 'CustomerAccountChargeReversed',
          data: { customerId, saleId: 'v-1', monto: 40_000, motivo: 'anulacion', saldo: 0, limite: 0, at },
        },
      ]);
  });
});

describe('a payment received', () => {
  it('reduces the balance', () => {
    spec
      .given([limitSet(100_000), charged('v-1', 40_000, 40_000)])
      .when(pay(15_000))
      .then([
        {
          type: 'CustomerPaymentReceived',
          data: {
            customerId,
            paymentId: 'p-1',
            monto: 15_000,
            medioPago: 'efectivo',
            receivedBy: 'cajero-1',
            fecha: '2026-11-25',
            saldo: 25_000,
            limite: 100_000,
            at,
          },
        },
      ]);
  });

  it('is refused over the balance, with nothing owed, at zero, or on account', () => {
    const owing = [limitSet(100_000), charged('v-1', 40_000, 40_000)];
    spec.given(owing).when(pay(40_001)).thenThrows('PAYMENT_OVER_BALANCE');
    spec
      .given([limitSet(100_000)])
      .when(pay(1))
      .thenThrows('NOTHING_OWED');
    spec.given(owing).when(pay(0)).thenThrows('INVALID_AMOUNT');
    spec.given(owing).when(pay(1.5)).thenThrows('INVALID_AMOUNT');
    spec.given(owing).when(pay(1_000, 'cuenta')).thenThrows('INVALID_METHOD');
  });
});
