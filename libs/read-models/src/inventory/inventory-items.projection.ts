import {
  INVENTORY_ITEM_EVENT_TYPES,
  type InventoryItemDetails,
  type InventoryItemEvent,
  type StockAdjusted,
} from '@lavadero/domain/inventory/events';
import { detailsOf } from '@lavadero/domain/inventory/inventory-item';
import { alertStateOf } from '@lavadero/domain/inventory/stock-alert';
import { assertNever } from '@lavadero/domain/shared/decider';
import { type OperationNodeSource, sql } from 'kysely';
import type { ReadModelTransaction } from '../database';
import { entityProjection } from '../entity-projection';
import { type RecordColumns, recordSet } from '../one-statement';
import type { InventoryItemRow } from './inventory-items.table';
import { searchKey } from './search-key';
import { alertStateSql } from './stock-alert-sql';

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

/** A product's stock after a batch's movements. Names of one word: the same in SQL as here. */
interface StockLevel {
  readonly id: string;
  readonly stock: number;
  readonly at: string;
}
const STOCK_LEVEL_COLUMNS: RecordColumns = [
  ['id', 'text'],
  ['stock', 'integer'],
  ['at', 'text'],
];

/**
 * A stock movement sets the level and the time whatever the row held, and the alert state follows
 * from the level and the stored minimum (as `evolveInventoryItemRow` does): the products a batch
 * only moved are written by one UPDATE, unread. A product with no row (not created, or created
 * before a system reset) is left without one.
 */
function writeStockLevels(
  trx: ReadModelTransaction,
  eventsByItem: ReadonlyMap<string, readonly InventoryItemEvent[]>,
): OperationNodeSource {
  const levels: StockLevel[] = [...eventsByItem].map(([id, events]) => {
    const { newStock, at } = (events.at(-1) as StockAdjusted).data;
    return { id, stock: newStock, at };
  });
  return trx
    .updateTable('inventoryItems')
    .from(sql<StockLevel>`(${recordSet(levels, STOCK_LEVEL_COLUMNS)})`.as('level'))
    .set((eb) => ({
      stockActual: eb.ref('level.stock'),
      updatedAt: eb.ref('level.at'),
      estadoAlerta: alertStateSql(eb.ref('level.stock'), eb.ref('stockMinimo')),
    }))
    .whereRef('inventoryItems.id', '=', 'level.id');
}

export const inventoryItemsProjection = entityProjection({
  name: 'inventory_items',
  table: 'inventoryItems',
  handles: INVENTORY_ITEM_EVENT_TYPES,
  idOf: (event: InventoryItemEvent) => event.data.itemId,
  evolve: evolveInventoryItemRow,
  writesWithoutReading: { types: ['StockAdjusted'], write: writeStockLevels },
});
