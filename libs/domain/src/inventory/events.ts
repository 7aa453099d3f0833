import type { Message } from '../shared/decider';

/** Units of measure (spec 2 §3 "Units"); UN is the default (the spec's 'unidad'). */
export const UNITS = ['UN', 'LT', 'KG', 'MT', 'BOT', 'GAL'] as const;
export type Unit = (typeof UNITS)[number];

export const ALERT_STATES = ['normal', 'bajo', 'critico'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

export const STOCK_ACTIONS = ['add', 'remove'] as const;
export type StockAction = (typeof STOCK_ACTIONS)[number];

/** Everything about a product except its stock, which only ever changes through StockAdjusted. */
export interface InventoryItemDetails {
  readonly nombre: string;
  readonly descripcion: string | null;
  /** Integer guaraníes. */
  readonly precio: number;
  readonly stockMinimo: number;
  readonly unidadMedida: Unit;
  readonly categoria: string;
  readonly proveedor: string | null;
  /** Date of the last purchase order, YYYY-MM-DD. */
  readonly ultimoPedido: string | null;
  readonly activo: boolean;
}

/** A new product, with stock 0; an initial stock follows as a StockAdjusted in the same append. */
export type InventoryItemCreated = Message<
  'InventoryItemCreated',
  InventoryItemDetails & {
    readonly itemId: string;
    readonly createdBy: string | null;
    readonly createdAt: string;
  }
>;
/** The product's details after an edit (all of them, not only what changed). */
export type InventoryItemUpdated = Message<
  'InventoryItemUpdated',
  InventoryItemDetails & { readonly itemId: string; readonly at: string }
>;
/** Every change of stock, with why and by whom, so the movement history is complete. */
export type StockAdjusted = Message<
  'StockAdjusted',
  {
    readonly itemId: string;
    readonly action: StockAction;
    readonly quantity: number;
    readonly previousStock: number;
    readonly newStock: number;
    readonly reason: string | null;
    readonly userId: string | null;
    readonly at: string;
  }
>;

export type InventoryItemEvent = InventoryItemCreated | InventoryItemUpdated | StockAdjusted;

export const INVENTORY_ITEM_EVENT_TYPES: readonly InventoryItemEvent['type'][] = [
  'InventoryItemCreated',
  'InventoryItemUpdated',
  'StockAdjusted',
];

export const toInventoryItemStreamId = (itemId: string) => `inventory-item-${itemId}`;
export const isInventoryItemStreamId = (streamId: string) => streamId.startsWith(toInventoryItemStreamId(''));
