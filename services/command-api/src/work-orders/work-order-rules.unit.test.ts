import {
  BILLABLE_WORK_ORDER_ESTADOS,
  EDITABLE_WORK_ORDER_ESTADOS,
  WORK_ORDER_ESTADO_OPTIONS,
  WORK_ORDER_ESTADO_VALUES,
  WORK_ORDER_TRANSITIONS,
} from '@lavadero/contracts/work-orders';
import { WORK_ORDER_ESTADOS } from '@lavadero/domain/work-orders/events';
import { ESTADO_LABELS } from '@lavadero/domain/work-orders/messages';
import { BILLABLE, EDITABLE, TRANSITIONS } from '@lavadero/domain/work-orders/work-orders-decide';
import { describe, expect, it } from 'vitest';

// The contracts cannot import the domain (nor the other way round), so the rules the screens show
// are a copy of the domain's: this keeps them equal.
describe('the work-order rules the screens read', () => {
  it('are the domain’s', () => {
    expect(WORK_ORDER_ESTADO_VALUES).toEqual([...WORK_ORDER_ESTADOS]);
    expect(WORK_ORDER_TRANSITIONS).toEqual(TRANSITIONS);
    expect(EDITABLE_WORK_ORDER_ESTADOS).toEqual(EDITABLE);
    expect(BILLABLE_WORK_ORDER_ESTADOS).toEqual(BILLABLE);
    expect(Object.fromEntries(WORK_ORDER_ESTADO_OPTIONS.map((o) => [o.value, o.label]))).toEqual(
      ESTADO_LABELS,
    );
  });
});
