import type { StockAdjusted } from '@lavadero/domain/inventory/events';
import type { RecordedEvent } from '@lavadero/event-store/event-store';
import type { Projection } from '../projection';
import type { InventoryMovementRow } from './inventory-movements.table';

/** Pure: the history row of one stock movement, keyed by the event's id. */
export function movementRowOf(eventId: string, { data }: StockAdjusted): InventoryMovementRow {
  return {
    id: eventId,
    itemId: data.itemId,
    action: data.action,
    quantity: data.quantity,
    previousStock: data.previousStock,
    newStock: data.newStock,
    reason: data.reason,
    userId: data.userId,
    saleId: 'saleId' in data && typeof data.saleId === 'string' ? data.saleId : null,
    at: data.at,
  };
}

/** An append-only history: rows are only ever inserted; a replayed event changes nothing. */
export const inventoryMovementsProjection: Projection = {
  name: 'inventory_movements',
  handles: ['StockAdjusted'],
  tables: ['inventoryMovements'],
  defersWrites: () => true,
  async applyBatch(trx, events: readonly RecordedEvent[], writes) {
    const rows = events.map((e) =>
      movementRowOf(e.id, { type: 'StockAdjusted', data: e.data } as StockAdjusted),
    );
    writes.add(
      trx
        .insertInto('inventoryMovements')
        .values(rows)
        .onConflict((oc) => oc.column('id').doNothing()),
    );
  },
};
