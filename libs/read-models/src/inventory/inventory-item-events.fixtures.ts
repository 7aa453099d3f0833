import type { InventoryItemEvent, StockAdjusted } from '@lavadero/domain/inventory/events';

/** One product's details as the inventory read-model tests create and edit it. */
export const productDetails = {
  nombre: 'Cera Líquida Premium',
  descripcion: null,
  precio: 45_000,
  stockMinimo: 10,
  unidadMedida: 'LT' as const,
  categoria: 'Encerado',
  proveedor: null,
  ultimoPedido: null,
  activo: true,
};

export const productCreated = (itemId: string, createdAt: string): InventoryItemEvent => ({
  type: 'InventoryItemCreated',
  data: { itemId, ...productDetails, createdBy: 'u-1', createdAt },
});

/** A stock movement from `previousStock` to `newStock`, added or removed as the numbers say. */
export const stockMoved = (
  itemId: string,
  previousStock: number,
  newStock: number,
  at: string,
  reason: string | null = 'Compra',
): StockAdjusted => ({
  type: 'StockAdjusted',
  data: {
    itemId,
    action: newStock >= previousStock ? 'add' : 'remove',
    quantity: Math.abs(newStock - previousStock),
    previousStock,
    newStock,
    reason,
    userId: 'u-1',
    at,
  },
});
