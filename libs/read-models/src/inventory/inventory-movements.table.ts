import type { Selectable } from 'kysely';

/** Every stock movement of every product, one row per StockAdjusted event (keyed by the event's id). */
export interface InventoryMovementsTable {
  id: string;
  itemId: string;
  /** 'add' | 'remove'. */
  action: string;
  quantity: number;
  previousStock: number;
  newStock: number;
  reason: string | null;
  /** Who made the change (null only for system-made changes). */
  userId: string | null;
  /** The sale that moved the stock, when one did. */
  saleId: string | null;
  at: string;
}
export type InventoryMovementRow = Selectable<InventoryMovementsTable>;
