import { SALE_EVENT_TYPES, type SaleEvent } from '@lavadero/domain/sales/events';
import type { RecordedEvent } from '@lavadero/event-store/event-store';
import type { Projection } from '../projection';
import { evolveSaleView, fromSaleRow, type SaleView, toSaleRow } from './sale-view';

/**
 * Per batch: load the touched sales once, fold their events in memory, write each changed sale once
 * (all in one statement). Not the generic entity projection: the snapshots are jsonb, written as
 * JSON text.
 */
export const salesProjection: Projection = {
  name: 'sales',
  handles: SALE_EVENT_TYPES,
  tables: ['sales'],
  async applyBatch(trx, recorded: readonly RecordedEvent[]) {
    const events = recorded.map((e) => ({ type: e.type, data: e.data }) as SaleEvent);
    const first = new Map<string, SaleEvent['type']>();
    for (const e of events) if (!first.has(e.data.saleId)) first.set(e.data.saleId, e.type);
    if (first.size === 0) return;
    // A sale whose first event here is its issue has no row yet (SaleIssued opens its stream, and
    // folds over nothing): only the others are read, so a batch of new sales is one statement.
    const known = [...first].filter(([, type]) => type !== 'SaleIssued').map(([id]) => id);
    const existing =
      known.length > 0 ? await trx.selectFrom('sales').selectAll().where('id', 'in', known).execute() : [];
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
