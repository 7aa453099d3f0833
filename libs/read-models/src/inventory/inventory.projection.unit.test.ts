import type { InventoryItemEvent } from '@lavadero/domain/inventory/events';
import { describe, expect, it } from 'vitest';
import { productCreated, productDetails, stockMoved } from './inventory-item-events.fixtures';
import { evolveInventoryItemRow } from './inventory-items.projection';
import { movementRowOf } from './inventory-movements.projection';

const at = '2026-11-21T12:00:00.000Z';
const later = '2026-11-22T08:00:00.000Z';
const details = productDetails;
const created = productCreated('i-1', at);
const stock = (previousStock: number, newStock: number, when = at) =>
  stockMoved('i-1', previousStock, newStock, when);
const fold = (events: InventoryItemEvent[]) => events.reduce(evolveInventoryItemRow, null);

describe('inventory items read model', () => {
  it('a new product has no stock yet, so it is critical until its initial stock arrives', () => {
    expect(fold([created])).toMatchObject({ id: 'i-1', stockActual: 0, estadoAlerta: 'critico' });
    expect(fold([created, stock(0, 40)])).toMatchObject({ stockActual: 40, estadoAlerta: 'normal' });
  });

  it('keeps a search key without case or accents', () => {
    expect(fold([created])?.nombreBusqueda).toBe('cera liquida premium');
  });

  it('the alert state follows the stock', () => {
    const row = fold([created, stock(0, 40), stock(40, 15, later)]);
    expect(row).toMatchObject({ stockActual: 15, estadoAlerta: 'bajo', updatedAt: later });
    expect(evolveInventoryItemRow(row, stock(15, 10))?.estadoAlerta).toBe('critico');
  });

  it('the alert state follows the minimum', () => {
    const row = fold([created, stock(0, 12)]);
    expect(row?.estadoAlerta).toBe('bajo');
    const raised = evolveInventoryItemRow(row, {
      type: 'InventoryItemUpdated',
      data: { itemId: 'i-1', ...details, stockMinimo: 12, at: later },
    });
    expect(raised).toMatchObject({ stockMinimo: 12, estadoAlerta: 'critico', updatedAt: later });
    const dropped = evolveInventoryItemRow(raised, {
      type: 'InventoryItemUpdated',
      data: { itemId: 'i-1', ...details, nombre: 'Cera', stockMinimo: 0, at: later },
    });
    expect(dropped).toMatchObject({ nombre: 'Cera', nombreBusqueda: 'cera', estadoAlerta: 'normal' });
  });

  it('ignores events for a product it has not seen created', () => {
    expect(evolveInventoryItemRow(null, stock(0, 5))).toBeNull();
  });
});

describe('inventory movements read model', () => {
  it('one row per stock movement, keyed by the event id', () => {
    expect(movementRowOf('e-1', stock(40, 15))).toEqual({
      id: 'e-1',
      itemId: 'i-1',
      action: 'remove',
      quantity: 25,
      previousStock: 40,
      newStock: 15,
      reason: 'Compra',
      userId: 'u-1',
      saleId: null,
      at,
    });
  });

  it('names the sale that moved the stock', () => {
    const sold = { ...stock(40, 39), data: { ...stock(40, 39).data, saleId: 's-1' } };
    expect(movementRowOf('e-2', sold)).toMatchObject({ id: 'e-2', saleId: 's-1', newStock: 39 });
  });
});
