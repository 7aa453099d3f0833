import {
  INVENTORY_ITEM_EVENT_TYPES,
  type InventoryItemDetails,
  type InventoryItemEvent,
} from '@lavadero/domain/inventory/events';
import { detailsOf } from '@lavadero/domain/inventory/inventory-item';
import { alertStateOf } from '@lavadero/domain/inventory/stock-alert';
import { assertNever } from '@lavadero/domain/shared/decider';
import { entityProjection } from '../entity-projection';
import type { InventoryItemRow } from './inventory-items.table';
import { searchKey } from './search-key';

/** The stored alert state follows every change of stock or minimum (spec 2 §4). */
const withAlert = (row: InventoryItemRow): InventoryItemRow => ({
  ...row,
  estadoAlerta: alertStateOf(row.stockActual, row.stockMinimo),
});

const detailColumns = (details: InventoryItemDetails) => ({
  ...detailsOf(details),
  nombreBusqueda: searchKey(details.nombre),
});

/** Pure: the product's row after one event (null before the product exists). */
export function evolveInventoryItemRow(
  row: InventoryItemRow | null,
  event: InventoryItemEvent,
): InventoryItemRow | null {
  if (event.type === 'InventoryItemCreated') {
    const d = event.data;
    return withAlert({
      id: d.itemId,
      ...detailColumns(d),
      stockActual: 0,
      estadoAlerta: 'critico',
      createdAt: d.createdAt,
      updatedAt: d.createdAt,
      createdBy: d.createdBy,
    });
  }
  if (row === null) return null;
  switch (event.type) {
    case 'InventoryItemUpdated':
      return withAlert({ ...row, ...detailColumns(event.data), updatedAt: event.data.at });
    case 'StockAdjusted':
      return withAlert({ ...row, stockActual: event.data.newStock, updatedAt: event.data.at });
    default:
      return assertNever(event);
  }
}

export const inventoryItemsProjection = entityProjection({
  name: 'inventory_items',
  table: 'inventoryItems',
  handles: INVENTORY_ITEM_EVENT_TYPES,
  idOf: (event: InventoryItemEvent) => event.data.itemId,
  evolve: evolveInventoryItemRow,
});
