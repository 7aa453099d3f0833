import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider';
import { deciderSpec } from '../shared/decider-spec';
import { lastOfEachType } from '../shared/last-of-each-type';
import type { InventoryItemCommand } from './commands';
import type { InventoryItemCreated, InventoryItemDetails, InventoryItemEvent, StockAdjusted } from './events';
import { randomInventoryHistory } from './inventory-history.fixtures';
import { inventoryItemDecider, MAX_STOCK } from './inventory-item-decide';

const spec = deciderSpec(inventoryItemDecider);
const itemId = 'item-1';
const userId = 'user-1';
const now = '2026-11-21T12:00:00.000Z';
const details: InventoryItemDetails = {
  nombre: 'Shampoo para autos',
  descripcion: 'Concentrado, rinde 50 lavados',
  precio: 35000,
  stockMinimo: 5,
  unidadMedida: 'BOT',
  categoria: 'Limpieza',
  proveedor: 'Químicos del Este',
  ultimoPedido: '2026-11-01',
  activo: true,
};
const created: InventoryItemCreated = {
  type: 'InventoryItemCreated',
  data: { itemId, ...details, createdBy: userId, createdAt: now },
};
const adjusted = (
  action: 'add' | 'remove',
  quantity: number,
  previousStock: number,
  reason: string | null = null,
): StockAdjusted => ({
  type: 'StockAdjusted',
  data: {
    itemId,
    action,
    quantity,
    previousStock,
    newStock: action === 'add' ? previousStock + quantity : previousStock - quantity,
    reason,
    userId,
    at: now,
  },
});
const create = (stockActual: number): InventoryItemCommand => ({
  type: 'CreateInventoryItem',
  data: { itemId, details, stockActual, userId, now },
});
const adjust = (
  action: 'add' | 'remove',
  quantity: number,
  reason: string | null = null,
): InventoryItemCommand => ({
  type: 'AdjustStock',
  data: { action, quantity, reason, userId, now },
});
const update = (changes: Partial<InventoryItemDetails>, stockActual?: number): InventoryItemCommand => ({
  type: 'UpdateInventoryItem',
  data: { changes, stockActual, userId, now },
});
const withStock = (n: number): InventoryItemEvent[] => [created, adjusted('add', n, 0, 'Stock inicial')];

describe('inventory item decider', () => {
  it('creates a product; an initial stock is recorded as its first stock movement', () => {
    spec.given([]).when(create(0)).then([created]);
    spec
      .given([])
      .when(create(12))
      .then([created, adjusted('add', 12, 0, 'Stock inicial')]);
  });

  it('creates a product only once', () => {
    spec.given([created]).when(create(0)).thenThrows('INVENTORY_ITEM_EXISTS');
  });

  it('adds and removes stock with the reason and the acting user', () => {
    spec
      .given(withStock(3))
      .when(adjust('add', 7, 'Compra a proveedor'))
      .then([adjusted('add', 7, 3, 'Compra a proveedor')]);
    spec
      .given(withStock(3))
      .when(adjust('remove', 3))
      .then([adjusted('remove', 3, 3)]);
  });

  it('records goods received as stock added, with the required reason and the acting user', () => {
    const receive = (quantity: number, reason: string): InventoryItemCommand => ({
      type: 'ReceiveStock',
      data: { quantity, reason, userId, now },
    });
    spec
      .given(withStock(3))
      .when(receive(12, '  Factura 001-001-0004567  '))
      .then([adjusted('add', 12, 3, 'Factura 001-001-0004567')]);
    spec.given(withStock(3)).when(receive(12, '   ')).thenThrows('RECEIPT_REASON_REQUIRED');
    spec.given(withStock(3)).when(receive(0, 'Factura 1')).thenThrows('INVALID_QUANTITY');
    spec.given(withStock(MAX_STOCK)).when(receive(1, 'Factura 1')).thenThrows('STOCK_TOO_HIGH');
    spec.given([]).when(receive(1, 'Factura 1')).thenThrows('INVENTORY_ITEM_NOT_FOUND');
  });

  it('refuses to remove more than there is, saying how much there is', () => {
    const error = spec.given(withStock(3)).when(adjust('remove', 5)).thenThrows('INSUFFICIENT_STOCK');
    expect(error.message).toBe('Stock insuficiente: hay 3 BOT y se intentó descontar 5');
    expect(error.kind).toBe('illegal_state');
  });

  it('refuses quantities that are not whole numbers above 0', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      const error = spec.given(withStock(3)).when(adjust('add', quantity)).thenThrows('INVALID_QUANTITY');
      expect(error.message).toBe('La cantidad debe ser un número entero mayor a 0');
    }
  });

  it('keeps stock within a sane ceiling', () => {
    spec.given(withStock(MAX_STOCK)).when(adjust('add', 1)).thenThrows('STOCK_TOO_HIGH');
  });

  it('an unknown product cannot be edited or have its stock changed', () => {
    spec.given([]).when(adjust('add', 1)).thenThrows('INVENTORY_ITEM_NOT_FOUND');
    spec
      .given([])
      .when(update({ precio: 1 }))
      .thenThrows('INVENTORY_ITEM_NOT_FOUND');
  });

  it('an edit records the full details, and nothing when nothing changed', () => {
    spec
      .given([created])
      .when(update({ stockMinimo: 10, precio: 40000 }))
      .then([
        {
          type: 'InventoryItemUpdated',
          data: { itemId, ...details, stockMinimo: 10, precio: 40000, at: now },
        },
      ]);
    spec
      .given([created])
      .when(update({ nombre: details.nombre }))
      .then([]);
    spec.given(withStock(4)).when(update({}, 4)).then([]);
  });

  it('a changed stock in an edit is a manual adjustment, up or down', () => {
    spec
      .given(withStock(4))
      .when(update({}, 10))
      .then([adjusted('add', 6, 4, 'Ajuste manual')]);
    spec
      .given(withStock(4))
      .when(update({ proveedor: null }, 0))
      .then([
        { type: 'InventoryItemUpdated', data: { itemId, ...details, proveedor: null, at: now } },
        adjusted('remove', 4, 4, 'Ajuste manual'),
      ]);
  });
});

describe('a product read as the last event of each type', () => {
  it('has the state its whole history gives, on any history', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const history = randomInventoryHistory(seed, itemId);
      expect(foldEvents(inventoryItemDecider, lastOfEachType(history)), `seed ${seed}`).toEqual(
        foldEvents(inventoryItemDecider, history),
      );
    }
  });

  it('is checked on histories that hold every type and far more events than it keeps', () => {
    const histories = Array.from({ length: 500 }, (_, i) => randomInventoryHistory(i + 1, itemId));
    const telling = histories.filter((h) => lastOfEachType(h).length === 3 && h.length >= 20);
    expect(telling.length).toBeGreaterThan(100);
  });
});
