import { describe, expect, it } from 'vitest';
import type { SaleStockAdjusted } from '../sales/events';
import { ceraCreated, ceraStocked } from '../sales/test-fixtures';
import { names, stored } from '../shared/history.fixtures';
import type { InventoryItemUpdated } from './events';
import { stockHistory } from './stock-history';

describe("a product's stock told to an auditor", () => {
  it('tells each movement with its quantity, stock before and after, reason and sale', () => {
    const sold: SaleStockAdjusted = {
      type: 'StockAdjusted',
      data: {
        ...ceraStocked(1).data,
        action: 'remove',
        quantity: 1,
        previousStock: 5,
        newStock: 4,
        saleId: 'sale-1',
      },
    };
    const repriced: InventoryItemUpdated = {
      type: 'InventoryItemUpdated',
      data: { ...ceraCreated.data, precio: ceraCreated.data.precio + 5_000, at: '2026-11-21T15:00:00.000Z' },
    };
    const entries = stockHistory(stored('admin-1', ceraCreated, ceraStocked(5), sold, repriced), names);
    expect(entries.map((e) => e.kind)).toEqual(['created', 'stock-in', 'stock-out', 'updated']);
    expect(entries[2]?.details).toEqual(
      expect.arrayContaining([
        { label: 'Cantidad', value: '1' },
        { label: 'Stock', value: '5 → 4' },
        { label: 'Venta', value: '001-001-0000001' },
      ]),
    );
    expect(entries[3]?.details.map((d) => d.label)).toEqual(['Precio']);
  });
});
