import type { Message } from '../shared/decider';
import type { InventoryItemDetails, StockAction } from './events';

/** Commands carry what the stream does not know: the time, new ids and the acting user. */
export type CreateInventoryItem = Message<
  'CreateInventoryItem',
  {
    readonly itemId: string;
    readonly details: InventoryItemDetails;
    readonly stockActual: number;
    readonly userId: string | null;
    readonly now: string;
  }
>;
/**
 * An edit: absent details stay as they are. A `stockActual` is a recount ("there are N now"): it is
 * recorded as a stock adjustment, so the movement history still explains every unit.
 */
export type UpdateInventoryItem = Message<
  'UpdateInventoryItem',
  {
    readonly changes: Partial<InventoryItemDetails>;
    readonly stockActual?: number;
    readonly userId: string | null;
    readonly now: string;
  }
>;
export type AdjustStock = Message<
  'AdjustStock',
  {
    readonly action: StockAction;
    readonly quantity: number;
    readonly reason: string | null;
    readonly userId: string | null;
    readonly now: string;
  }
>;

/**
 * Goods received: stock only goes up, and the reason (a supplier's invoice or delivery note) is
 * required, so an entry a cashier may record is always explained. Corrections are AdjustStock.
 */
export type ReceiveStock = Message<
  'ReceiveStock',
  {
    readonly quantity: number;
    readonly reason: string;
    readonly userId: string | null;
    readonly now: string;
  }
>;

export type InventoryItemCommand = CreateInventoryItem | UpdateInventoryItem | AdjustStock | ReceiveStock;
