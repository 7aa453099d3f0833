import { SALE_EVENT_TYPES, type SaleEvent } from '@lavadero/domain/sales/events';
import type { RecordedEvent } from '@lavadero/event-store/event-store';
import type { Projection } from '../projection';
import { evolveSaleView, fromSaleRow, type SaleView, toSaleRow } from './sale-view';

/**
 * Per batch: load the touched sales once, fold their events in memory, write each changed sale once.
 * (Not the generic entity projection: the snapshots are jsonb, written as JSON text.)
 */
export const salesProjection: Projection = {
  name: 'sales',
  handles: SALE_EVENT_TYPES,
  tables: ['sales'],
  async applyBatch(trx, recorded: readonly RecordedEvent[]) {
    const events = recorded.map((e) => ({ type: e.type, data: e.data }) as SaleEvent);
    const ids = [...new Set(events.map((e) => e.data.saleId))];
    if (ids.length === 0) return;
    const existing = await trx.selectFrom('sales').selectAll().where('id', 'in', ids).execute();
    const views = new Map<string, SaleView | null>(existing.map((row) => [row.id, fromSaleRow(row)]));
    for (const event of events) {
      views.set(event.data.saleId, evolveSaleView(views.get(event.data.saleId) ?? null, event));
    }
    const rows = [...views.values()].filter((v): v is SaleView => v !== null).map(toSaleRow);
    if (rows.length === 0) return;
    const columns = Object.keys(rows[0] as object).filter((c) => c !== 'id');
    await trx
      .insertInto('sales')
      .values(rows)
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}` as never)]))),
      )
      .execute();
  },
};
