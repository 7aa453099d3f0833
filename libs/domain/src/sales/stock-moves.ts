import { decideInventoryItem } from '../inventory/inventory-item-decide';
import { IllegalStateError, NotFoundError } from '../shared/errors';
import type { SaleLine, SaleStockAdjusted } from './events';
import { saleMessages } from './messages';
import type { ProductStates } from './pricing';

/** Units of each product on a sale (a product on two lines counts once, with both quantities). */
export function productQuantities(lines: readonly SaleLine[]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const line of lines) {
    if (line.kind === 'product')
      quantities.set(line.itemId, (quantities.get(line.itemId) ?? 0) + line.cantidad);
  }
  return quantities;
}

/**
 * The stock movements that take the shelf from what the sale held (`before`) to what it holds now
 * (`after`): issuing is {} -> lines, voiding lines -> {}, a correction old -> new lines. One
 * StockAdjusted per product, produced by the inventory context's own decider (so its ceilings and
 * history rules hold) and tagged with the sale.
 */
export function stockMoves(input: {
  readonly before: readonly SaleLine[];
  readonly after: readonly SaleLine[];
  readonly products: ProductStates;
  readonly saleId: string;
  readonly userId: string;
  readonly now: string;
  readonly reason: string;
}): SaleStockAdjusted[] {
  const before = productQuantities(input.before);
  const after = productQuantities(input.after);
  const itemIds = [...new Set([...after.keys(), ...before.keys()])];
  return itemIds.flatMap((itemId) => {
    const delta = (after.get(itemId) ?? 0) - (before.get(itemId) ?? 0);
    if (delta === 0) return [];
    const item = input.products[itemId];
    if (!item || item.status === 'absent') {
      throw new NotFoundError('INVENTORY_ITEM_NOT_FOUND', saleMessages.productNotFound);
    }
    if (delta > item.stockActual) {
      throw new IllegalStateError(
        'INSUFFICIENT_STOCK',
        saleMessages.insufficientStock(item.details.nombre, item.stockActual),
        { itemId, disponible: item.stockActual },
      );
    }
    const events = decideInventoryItem(
      {
        type: 'AdjustStock',
        data: {
          action: delta > 0 ? 'remove' : 'add',
          quantity: Math.abs(delta),
          reason: input.reason,
          userId: input.userId,
          now: input.now,
        },
      },
      item,
    );
    return events.map((event): SaleStockAdjusted => {
      if (event.type !== 'StockAdjusted') throw new Error(`Unexpected ${event.type} from AdjustStock`);
      return { type: 'StockAdjusted', data: { ...event.data, saleId: input.saleId } };
    });
  });
}
