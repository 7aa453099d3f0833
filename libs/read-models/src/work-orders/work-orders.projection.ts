import { WORK_ORDER_EVENT_TYPES, type WorkOrderEvent } from '@lavadero/domain/work-orders/events';
import { entityProjection } from '../entity-projection';
import { evolveWorkOrderRow, toWorkOrderInsert } from './work-order-view';

/** One row per order, deleted with the order; the lines are written as jsonb (toWorkOrderInsert). */
export const workOrdersProjection = entityProjection({
  name: 'work-orders',
  table: 'workOrders',
  handles: WORK_ORDER_EVENT_TYPES,
  idOf: (event: WorkOrderEvent) => event.data.workOrderId,
  evolve: evolveWorkOrderRow,
  toRow: toWorkOrderInsert,
});
