import { pick, seededRandom } from '../shared/seeded-random.fixtures';
import type { InventoryItemDetails, InventoryItemEvent, StockAdjusted } from './events';

function randomDetails(next: () => number): InventoryItemDetails {
  return {
    nombre: pick(next, ['Cera líquida', 'Shampoo', 'Aromatizante', 'Silicona']),
    descripcion: pick(next, [null, 'Concentrado']),
    precio: 1_000 * (1 + Math.floor(next() * 50)),
    stockMinimo: Math.floor(next() * 10),
    unidadMedida: pick(next, ['UN', 'LT', 'BOT'] as const),
    categoria: pick(next, ['Limpieza', 'Accesorios']),
    proveedor: pick(next, [null, 'Químicos del Este']),
    ultimoPedido: pick(next, [null, '2026-10-01']),
    activo: next() < 0.8,
  };
}

/**
 * Any history a product's stream may hold, as stored (not only what the decider would append now):
 * mostly stock movements, edits now and then, creations anywhere (even twice, or after a movement),
 * of 0 to `maxLength` events. What a read of its last event of each type is checked against.
 */
export function randomInventoryHistory(seed: number, itemId: string, maxLength = 60): InventoryItemEvent[] {
  const next = seededRandom(seed);
  const at = '2026-11-01T12:00:00.000Z';
  let stock = Math.floor(next() * 20);
  return Array.from({ length: Math.floor(next() * (maxLength + 1)) }, (): InventoryItemEvent => {
    const roll = next();
    if (roll < 0.08) {
      return {
        type: 'InventoryItemCreated',
        data: { itemId, ...randomDetails(next), createdBy: null, createdAt: at },
      };
    }
    if (roll < 0.25) return { type: 'InventoryItemUpdated', data: { itemId, ...randomDetails(next), at } };
    const quantity = 1 + Math.floor(next() * 5);
    const action = next() < 0.6 ? 'remove' : 'add';
    const previousStock = stock;
    stock = Math.max(0, action === 'add' ? stock + quantity : stock - quantity);
    const adjusted: StockAdjusted = {
      type: 'StockAdjusted',
      data: { itemId, action, quantity, previousStock, newStock: stock, reason: null, userId: null, at },
    };
    return adjusted;
  });
}
