import { describe, expect, it } from 'vitest';
import type { CorrectSale, IssueSale } from '../sales/commands';
import type { SaleIssued } from '../sales/events';
import { planSale } from '../sales/sale-plan';
import { adminId, issuedAt, issueSale, lavadoId, line, local, request, saleId } from '../sales/test-fixtures';
import type { Message } from '../shared/decider';
import type { StreamPlan } from '../shared/stream-plan';
import type { CustomerAccountEvent } from './events';
import { toCustomerAccountStreamId } from './events';

const account = toCustomerAccountStreamId(local.customerId);
const walkIn = { ...local, customerId: 'general', nombre: 'Cliente General', docNumero: '0' };
const limit = (limite: number, saldo = 0): CustomerAccountEvent => ({
  type: 'CustomerCreditLimitSet',
  data: { customerId: local.customerId, limite, saldo, setBy: adminId, at: issuedAt },
});
const onCredit = (total = 35_000, customer = local): IssueSale => {
  const base = request([line('service', lavadoId, total / 35_000, 35_000)], customer);
  return issueSale({ request: { ...base, medioPago: 'cuenta' }, customer });
};
const decideWith = (plan: StreamPlan, streams: Record<string, readonly Message[]>) =>
  plan.decide(new Map(plan.streamIds.map((id) => [id, streams[id] ?? []])));
const accountEvents = (decisions: ReturnType<StreamPlan['decide']>) =>
  decisions.filter((d) => d.streamId === account).flatMap((d) => d.events);

describe('a credit sale over its customer’s account', () => {
  it('reads no account for a sale paid at once', () => {
    const plan = planSale(issueSale(), []);
    expect(plan.streamIds.some((id) => id.startsWith('customer-account-'))).toBe(false);
  });

  it('charges the account in the sale’s append, read as its last event', () => {
    const plan = planSale(onCredit(), []);
    expect(plan.lastEventOnly).toContain(account);
    expect(accountEvents(decideWith(plan, { [account]: [limit(100_000, 50_000)] }))).toEqual([
      {
        type: 'CustomerAccountCharged',
        data: {
          customerId: local.customerId,
          saleId,
          monto: 35_000,
          fecha: '2026-11-21',
          saldo: 85_000,
          limite: 100_000,
          at: issuedAt,
        },
      },
    ]);
  });

  it('refuses the whole sale past the limit or without one, and for Cliente General', () => {
    const plan = planSale(onCredit(70_000), []);
    expect(() => decideWith(plan, { [account]: [limit(100_000, 50_000)] })).toThrow(/supera el límite/);
    expect(() => decideWith(plan, {})).toThrow(/no tiene crédito habilitado/);
    const general = planSale(onCredit(35_000, walkIn), []);
    expect(() => decideWith(general, { [toCustomerAccountStreamId('general')]: [limit(100_000)] })).toThrow(
      /cliente registrado/,
    );
  });

  const issued = () => {
    const plan = planSale(onCredit(), []);
    const decisions = decideWith(plan, { [account]: [limit(100_000)] });
    const sale = decisions.find((d) => d.streamId === `sale-${saleId}`)?.events as SaleIssued[];
    return { sale, charged: accountEvents(decisions) };
  };

  it('gives the charge back when the sale is voided', () => {
    const { sale, charged } = issued();
    const plan = planSale({ type: 'VoidSale', data: { saleId, userId: adminId, now: issuedAt } }, sale);
    const reversed = accountEvents(decideWith(plan, { [`sale-${saleId}`]: sale, [account]: charged }));
    expect(reversed).toEqual([
      {
        type: 'CustomerAccountChargeReversed',
        data: {
          customerId: local.customerId,
          saleId,
          monto: 35_000,
          motivo: 'anulacion',
          saldo: 0,
          limite: 100_000,
          at: issuedAt,
        },
      },
    ]);
  });

  it('moves a corrected sale’s charge to its new total, keeping the sale’s day', () => {
    const { sale, charged } = issued();
    const correct: CorrectSale = {
      type: 'CorrectSale',
      data: {
        saleId,
        userId: adminId,
        now: '2026-11-22T02:00:00.000Z',
        request: { ...request([line('service', lavadoId, 2, 35_000)]), medioPago: 'cuenta' },
        customer: local,
        catalog: issueSale().data.catalog,
      },
    };
    const plan = planSale(correct, sale);
    const moved = accountEvents(decideWith(plan, { [`sale-${saleId}`]: sale, [account]: charged }));
    expect(moved.map((e) => [e.type, (e as CustomerAccountEvent).data.saldo])).toEqual([
      ['CustomerAccountChargeReversed', 0],
      ['CustomerAccountCharged', 70_000],
    ]);
    expect(moved[1]?.data).toMatchObject({ fecha: '2026-11-21' });
  });
});
