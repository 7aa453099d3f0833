import { assertNever, type Decider } from '../shared/decider';
import { IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import type { InventoryItemCommand, UpdateInventoryItem } from './commands';
import type { InventoryItemDetails, InventoryItemEvent, StockAction, StockAdjusted } from './events';
import { evolveInventoryItem, type InventoryItemState, initialInventoryItemState } from './inventory-item';
import { inventoryMessages } from './messages';

/** A ceiling far above any car wash's shelf, so a typo (or a stuck key) cannot make stock absurd. */
export const MAX_STOCK = 1_000_000;

type PresentItem = Extract<InventoryItemState, { status: 'present' }>;

function requirePresent(state: InventoryItemState): PresentItem {
  if (state.status === 'absent')
    throw new NotFoundError('INVENTORY_ITEM_NOT_FOUND', inventoryMessages.notFound);
  return state;
}

/** One stock movement, refused when it is not a whole positive quantity or would leave the stock out of range. */
function adjust(
  item: PresentItem,
  unit: string,
  move: { action: StockAction; quantity: number; reason: string | null; userId: string | null; at: string },
): StockAdjusted {
  const { action, quantity } = move;
  if (!Number.isInteger(quantity) || quantity <= 0) {
    throw new ValidationError('INVALID_QUANTITY', inventoryMessages.invalidQuantity);
  }
  const previousStock = item.stockActual;
  const newStock = action === 'add' ? previousStock + quantity : previousStock - quantity;
  if (newStock < 0) {
    throw new IllegalStateError(
      'INSUFFICIENT_STOCK',
      inventoryMessages.insufficientStock(previousStock, unit, quantity),
    );
  }
  if (newStock > MAX_STOCK) {
    throw new IllegalStateError('STOCK_TOO_HIGH', inventoryMessages.stockTooHigh(MAX_STOCK, unit));
  }
  return { type: 'StockAdjusted', data: { itemId: item.itemId, previousStock, newStock, ...move } };
}

const DETAIL_KEYS = [
  'nombre',
  'descripcion',
  'precio',
  'stockMinimo',
  'unidadMedida',
  'categoria',
  'proveedor',
  'ultimoPedido',
  'activo',
] as const satisfies readonly (keyof InventoryItemDetails)[];

/** The details after an edit; keys left undefined keep their current value. */
function mergeDetails(
  current: InventoryItemDetails,
  changes: Partial<InventoryItemDetails>,
): InventoryItemDetails {
  const merged: Record<string, unknown> = { ...current };
  for (const key of DETAIL_KEYS) if (changes[key] !== undefined) merged[key] = changes[key];
  return merged as unknown as InventoryItemDetails;
}

const sameDetails = (a: InventoryItemDetails, b: InventoryItemDetails) =>
  DETAIL_KEYS.every((k) => a[k] === b[k]);

/** Only what changed: an edit that changes nothing appends nothing. */
function decideUpdate(item: PresentItem, { data }: UpdateInventoryItem): InventoryItemEvent[] {
  const details = mergeDetails(item.details, data.changes);
  const events: InventoryItemEvent[] = [];
  if (!sameDetails(details, item.details)) {
    events.push({ type: 'InventoryItemUpdated', data: { itemId: item.itemId, ...details, at: data.now } });
  }
  const recount = data.stockActual;
  if (recount !== undefined && recount !== item.stockActual) {
    events.push(
      adjust(item, details.unidadMedida, {
        action: recount > item.stockActual ? 'add' : 'remove',
        quantity: Math.abs(recount - item.stockActual),
        reason: inventoryMessages.manualAdjustmentReason,
        userId: data.userId,
        at: data.now,
      }),
    );
  }
  return events;
}

export function decideInventoryItem(
  command: InventoryItemCommand,
  state: InventoryItemState,
): InventoryItemEvent[] {
  switch (command.type) {
    case 'CreateInventoryItem': {
      if (state.status === 'present') {
        throw new IllegalStateError('INVENTORY_ITEM_EXISTS', inventoryMessages.alreadyExists);
      }
      const { itemId, details, stockActual, userId, now } = command.data;
      const created: InventoryItemEvent = {
        type: 'InventoryItemCreated',
        data: { itemId, ...details, createdBy: userId, createdAt: now },
      };
      if (stockActual === 0) return [created];
      const item = requirePresent(evolveInventoryItem(state, created));
      const initial = adjust(item, details.unidadMedida, {
        action: 'add',
        quantity: stockActual,
        reason: inventoryMessages.initialStockReason,
        userId,
        at: now,
      });
      return [created, initial];
    }
    case 'UpdateInventoryItem':
      return decideUpdate(requirePresent(state), command);
    case 'AdjustStock': {
      const item = requirePresent(state);
      const { now: at, ...move } = command.data;
      return [adjust(item, item.details.unidadMedida, { ...move, at })];
    }
    case 'ReceiveStock': {
      const item = requirePresent(state);
      const { now: at, reason, ...move } = command.data;
      if (reason.trim() === '') {
        throw new ValidationError('RECEIPT_REASON_REQUIRED', inventoryMessages.receiptReasonRequired);
      }
      return [adjust(item, item.details.unidadMedida, { ...move, action: 'add', reason: reason.trim(), at })];
    }
    default:
      return assertNever(command);
  }
}

export const inventoryItemDecider: Decider<InventoryItemState, InventoryItemCommand, InventoryItemEvent> = {
  initialState: initialInventoryItemState,
  evolve: evolveInventoryItem,
  decide: decideInventoryItem,
};
