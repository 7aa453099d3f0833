import { describe, expect, it } from 'vitest';
import type { WorkOrderCommand } from './commands';
import {
  advanced,
  bill,
  billed,
  created,
  finished,
  later,
  numbered,
  spec,
  userId,
  workOrderId,
} from './work-order.fixtures';
import type { WorkOrdersEvent } from './work-orders-decide';

describe('billing', () => {
  it('bills a terminado order once, delivering it when asked', () => {
    spec.given(finished).when(bill()).then([billed()]);
    spec
      .given(finished)
      .when(bill('sale-1', true))
      .then([billed(), advanced('terminado', 'entregado')]);
    spec
      .given([...finished, advanced('terminado', 'entregado')])
      .when(bill('sale-1', true))
      .then([billed()]);
  });

  it('a second billing is refused; the same sale again is a retry', () => {
    const error = spec
      .given([...finished, billed()])
      .when(bill('sale-2'))
      .thenThrows('WORK_ORDER_ALREADY_BILLED');
    expect(error.message).toBe('La orden ya fue facturada');
    spec
      .given([...finished, billed()])
      .when(bill('sale-1'))
      .then([]);
  });

  it('refuses an order that is not terminado or entregado', () => {
    spec
      .given([numbered(1), created()])
      .when(bill())
      .thenThrows('WORK_ORDER_NOT_BILLABLE');
  });

  it('the void of the sale that billed the order makes it billable again; another sale’s void changes nothing', () => {
    const voidBilling = (saleId: string): WorkOrderCommand => ({
      type: 'VoidWorkOrderBilling',
      data: { workOrderId, userId, now: later, saleId },
    });
    const unbilled: WorkOrdersEvent = {
      type: 'WorkOrderBillingVoided',
      data: { workOrderId, saleId: 'sale-1', voidedBy: userId, at: later },
    };
    spec
      .given([...finished, billed()])
      .when(voidBilling('sale-1'))
      .then([unbilled]);
    spec
      .given([...finished, billed()])
      .when(voidBilling('sale-2'))
      .then([]);
    spec
      .given([...finished, billed(), unbilled])
      .when(bill('sale-2'))
      .then([billed('sale-2')]);
  });
});
