import type { InventoryItemDto } from '@lavadero/contracts/inventory';
import type { SaleDto, SaleItemDto } from '@lavadero/contracts/sales';
import { describe, expect, it } from 'vitest';
import { inventoryAlerts, popularServices, salesOfDay } from './dashboard-figures';

const line = (nombre: string, cantidad: number, subtotal: number, product = false): SaleItemDto => ({
  serviceId: product ? null : 's',
  comboId: null,
  inventoryItemId: product ? 'p' : null,
  nombre,
  cantidad,
  precioUnitario: subtotal / cantidad,
  subtotal,
});
const sale = (fecha: string, items: SaleItemDto[], anulada = false) =>
  ({ fecha, items, anulada, total: items.reduce((n, i) => n + i.subtotal, 0) }) as SaleDto;

describe('dashboard figures', () => {
  it("keeps today's live sales only", () => {
    const sales = [sale('2026-11-23', []), sale('2026-11-22', []), sale('2026-11-23', [], true)];
    expect(salesOfDay(sales, '2026-11-23')).toHaveLength(1);
  });

  it('ranks services and combos by units, leaving products out', () => {
    const popular = popularServices([
      sale('d', [line('Lavado', 1, 50_000), line('Cera', 2, 70_000, true)]),
      sale('d', [line('Lavado', 2, 100_000), line('Aspirado', 1, 20_000)]),
    ]);
    expect(popular.items).toEqual([
      { name: 'Lavado', count: 3, revenue: 150_000, percentage: 75 },
      { name: 'Aspirado', count: 1, revenue: 20_000, percentage: 25 },
    ]);
    expect(popular).toMatchObject({ totalServices: 4, totalRevenue: 170_000, mostPopular: 'Lavado' });
    expect(popularServices([]).mostPopular).toBe('Ninguno');
  });

  it('counts critical and low products as alerts, critical first', () => {
    const item = (nombre: string, estadoAlerta: string, stockActual: number) =>
      ({ nombre, estadoAlerta, stockActual, stockMinimo: 5 }) as unknown as InventoryItemDto;
    const alerts = inventoryAlerts([item('A', 'bajo', 4), item('B', 'normal', 9), item('C', 'critico', 1)]);
    expect(alerts.alerts.map((a) => a.nombre)).toEqual(['C', 'A']);
    expect(alerts).toMatchObject({ critical: 1, low: 1, total: 3, needsReorder: 2 });
  });
});
