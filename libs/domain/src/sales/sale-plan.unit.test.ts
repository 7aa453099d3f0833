import { describe, expect, it } from 'vitest';
import type { CorrectSale, VoidSale } from './commands';
import { planSale, streamReadFirst } from './sale-plan';
import {
  adminId,
  company,
  issuedAt,
  issuedEvents,
  issueSale,
  request,
  saleId,
  streamsOfIssue,
} from './test-fixtures';

const { series, usage, sale, cera } = streamsOfIssue;
const order = 'work-order-wo-1';
const saleHistory = issuedEvents.filter((e) => e.type === 'SaleIssued');
const voidSale: VoidSale = { type: 'VoidSale', data: { saleId, userId: adminId, now: issuedAt } };

describe('a sale command’s plan', () => {
  it('reads nothing first for an issue, and the sale for a correction or a void', () => {
    expect(streamReadFirst(issueSale())).toBeNull();
    expect(streamReadFirst(voidSale)).toBe(sale);
  });

  it('plans an issue over its new sale, its series, the month and its products, queued on the series', () => {
    const plan = planSale(issueSale(), []);
    expect(plan.streamIds).toEqual([sale, series, usage, cera]);
    expect(plan.expectNew).toEqual([sale]);
    expect(plan.lastEventOnly).toEqual([series, usage]);
    expect(plan.lastOfEachType).toEqual([cera]);
    expect(plan.queueKey).toBe(series);
  });

  it('does not queue an issue the stamp cannot number', () => {
    const plan = planSale(issueSale({ stamp: { company, isValid: false, error: 'Timbrado vencido' } }), []);
    expect(plan.queueKey).toBeUndefined();
    expect(plan.streamIds).not.toContain(series);
  });

  it('plans a correction over the products the sale held, from the history read first', () => {
    const correct: CorrectSale = {
      type: 'CorrectSale',
      data: {
        saleId,
        userId: adminId,
        now: issuedAt,
        request: request([]),
        customer: null,
        catalog: issueSale().data.catalog,
      },
    };
    const plan = planSale(correct, saleHistory);
    expect(plan.streamIds).toEqual([sale, cera]);
    expect(plan.expectNew).toEqual([]);
    expect(plan.queueKey).toBeUndefined();
    expect(plan.lastEventOnly).toEqual([]);
    expect(plan.lastOfEachType).toEqual([cera]);
  });

  it('adds the order’s stream when the issue bills an order', () => {
    const billing = issueSale({ request: { ...request([]), workOrderId: 'wo-1' } });
    const plan = planSale(billing, [], { markAsDelivered: false });
    expect(plan.streamIds).toEqual([sale, series, usage, order]);
    expect(plan.expectNew).toEqual([sale]);
  });

  it('adds the billed order’s stream to the void of the sale that billed it', () => {
    const billed = saleHistory.map((e) => ({ ...e, data: { ...e.data, workOrderId: 'wo-1' } }));
    expect(planSale(voidSale, billed).streamIds).toEqual([sale, cera, order]);
    expect(planSale(voidSale, billed).lastOfEachType).toEqual([cera]);
    expect(planSale(voidSale, saleHistory).streamIds).toEqual([sale, cera]);
  });
});
