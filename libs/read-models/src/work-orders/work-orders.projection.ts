import { WORK_ORDER_EVENT_TYPES, type WorkOrderEvent } from '@lavadero/domain/work-orders/events';
import type { RecordedEvent } from '@lavadero/event-store/event-store';
import type { Projection } from '../projection';
import { evolveWorkOrderRow, toWorkOrderInsert } from './work-order-view';
import type { WorkOrderRow } from './work-orders.table';

/**
 * Per batch: load the touched orders once, fold their events in memory, write each changed order
 * once and drop the deleted ones. (Not the generic entity projection: the lines are jsonb.)
 */
export const workOrdersProjection: Projection = {
  name: 'work-orders',
  handles: WORK_ORDER_EVENT_TYPES,
  tables: ['workOrders'],
  async applyBatch(trx, recorded: readonly RecordedEvent[]) {
    const events = recorded.map((e) => ({ type: e.type, data: e.data }) as WorkOrderEvent);
    const ids = [...new Set(events.map((e) => e.data.workOrderId))];
    if (ids.length === 0) return;
    const existing = await trx.selectFrom('workOrders').selectAll().where('id', 'in', ids).execute();
    const rows = new Map<string, WorkOrderRow | null>(existing.map((row) => [row.id, row]));
    for (const event of events) {
      const id = event.data.workOrderId;
      rows.set(id, evolveWorkOrderRow(rows.get(id) ?? null, event));
    }
    const gone = [...rows].filter(([, row]) => row === null).map(([id]) => id);
    if (gone.length > 0) await trx.deleteFrom('workOrders').where('id', 'in', gone).execute();
    const upserts = [...rows.values()]
      .filter((row): row is WorkOrderRow => row !== null)
      .map(toWorkOrderInsert);
    if (upserts.length === 0) return;
    const columns = Object.keys(upserts[0] as object).filter((c) => c !== 'id');
    await trx
      .insertInto('workOrders')
      .values(upserts)
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}` as never)]))),
      )
      .execute();
  },
};
