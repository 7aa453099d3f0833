import type { InventoryItemDto } from '@lavadero/contracts/inventory';
import { describe, expect, it } from 'vitest';
import { countInventory, filterInventory, NO_FILTERS } from './inventory-filter';
import { stockPercent } from './stock-level';

const item = (id: string, extra: Partial<InventoryItemDto>): InventoryItemDto => ({
  id,
  nombre: id,
  descripcion: null,
  precio: 1000,
  stockActual: 10,
  stockMinimo: 2,
  unidadMedida: 'UN',
  categoria: 'Limpieza',
  proveedor: null,
  ultimoPedido: null,
  estadoAlerta: 'normal',
  nivelStock: 'normal',
  activo: true,
  createdAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
  ...extra,
});

const items = [
  item('Cera Líquida', { unidadMedida: 'LT', estadoAlerta: 'bajo', proveedor: 'Distribuidora Asunción' }),
  item('Shampoo', { unidadMedida: 'BOT', descripcion: 'Espuma activa', estadoAlerta: 'critico' }),
  item('Franela', { stockActual: 0, estadoAlerta: 'critico' }),
  item('Aromatizante', {}),
  // A stock at 0 counts as critical even if the stored state says otherwise.
  item('Guantes', { stockActual: 0, estadoAlerta: 'normal' }),
];
const names = (list: InventoryItemDto[]) => list.map((i) => i.nombre);

describe('inventory filters', () => {
  it('search looks at name, description and supplier, ignoring case and accents', () => {
    expect(names(filterInventory(items, { ...NO_FILTERS, search: 'liquida' }))).toEqual(['Cera Líquida']);
    expect(names(filterInventory(items, { ...NO_FILTERS, search: 'ESPUMA' }))).toEqual(['Shampoo']);
    expect(names(filterInventory(items, { ...NO_FILTERS, search: 'asuncion' }))).toEqual(['Cera Líquida']);
    expect(filterInventory(items, { ...NO_FILTERS, search: '  ' })).toHaveLength(items.length);
  });

  it('filters by alert state (critical includes no stock) and by unit', () => {
    expect(names(filterInventory(items, { ...NO_FILTERS, alert: 'critico' }))).toEqual([
      'Shampoo',
      'Franela',
      'Guantes',
    ]);
    expect(names(filterInventory(items, { ...NO_FILTERS, alert: 'normal' }))).toEqual(['Aromatizante']);
    expect(names(filterInventory(items, { ...NO_FILTERS, unit: 'LT' }))).toEqual(['Cera Líquida']);
    expect(filterInventory(items, { search: 'cera', alert: 'normal', unit: 'todas' })).toEqual([]);
  });

  it('counts total, critical, low and normal', () => {
    expect(countInventory(items)).toEqual({ total: 5, critico: 3, bajo: 1, normal: 1 });
    expect(countInventory([])).toEqual({ total: 0, critico: 0, bajo: 0, normal: 0 });
  });
});

describe('stock bar', () => {
  it('is full at twice the minimum and empty without stock', () => {
    expect(stockPercent({ stockActual: 0, stockMinimo: 5 })).toBe(0);
    expect(stockPercent({ stockActual: 5, stockMinimo: 5 })).toBe(50);
    expect(stockPercent({ stockActual: 30, stockMinimo: 5 })).toBe(100);
    expect(stockPercent({ stockActual: 3, stockMinimo: 0 })).toBe(100);
  });
});
