import { describe, expect, it } from 'vitest';
import { tabWithMatches, tileGroups } from './item-search';

const catalog = {
  services: [
    { id: 's1', nombre: 'Lavado Básico', precio: 50_000, activo: true },
    { id: 's2', nombre: 'Lavado de Motor', precio: 80_000, activo: false },
    { id: 's3', nombre: 'Encerado', precio: 35_000, activo: true },
  ],
  combos: [
    { id: 'c1', nombre: 'Combo Lavado + Cera', precioTotal: 75_000, activo: true },
    { id: 'c2', nombre: 'Combo Viejo', precioTotal: 60_000, activo: false },
  ],
  products: [
    { id: 'p1', nombre: 'Cera líquida', precio: 35_000, stockActual: 3 },
    { id: 'p2', nombre: 'Aromatizante', precio: 10_000, stockActual: 0 },
  ],
};
const names = (search: string) => {
  const groups = tileGroups(catalog, search);
  return {
    servicios: groups.servicios.map((t) => t.item.name),
    combos: groups.combos.map((t) => t.item.name),
    productos: groups.productos.map((t) => t.item.name),
  };
};

describe('tileGroups', () => {
  it('offers active services and combos and products in stock when nothing is typed', () => {
    expect(names('')).toEqual({
      servicios: ['Lavado Básico', 'Encerado'],
      combos: ['Combo Lavado + Cera'],
      productos: ['Cera líquida'],
    });
  });

  it('searches the three kinds by name, without case or accents', () => {
    expect(names('basico')).toEqual({ servicios: ['Lavado Básico'], combos: [], productos: [] });
    expect(names('CERA')).toEqual({
      servicios: ['Encerado'],
      combos: ['Combo Lavado + Cera'],
      productos: ['Cera líquida'],
    });
    expect(names('motor')).toEqual({ servicios: [], combos: [], productos: [] });
  });

  it('makes each tile one unit of its line, products with their stock', () => {
    const groups = tileGroups(catalog, 'cera');
    expect(groups.combos[0]).toEqual({
      item: { type: 'combo', id: 'c1', name: 'Combo Lavado + Cera', price: 75_000 },
    });
    expect(groups.productos[0]).toEqual({
      item: { type: 'product', id: 'p1', name: 'Cera líquida', price: 35_000 },
      detail: 'Stock: 3',
    });
  });
});

describe('tabWithMatches', () => {
  it('keeps the tab while it has tiles, else moves to the first that has some', () => {
    expect(tabWithMatches(tileGroups(catalog, 'cera'), 'combos')).toBe('combos');
    expect(tabWithMatches(tileGroups(catalog, 'liquida'), 'servicios')).toBe('productos');
    expect(tabWithMatches(tileGroups(catalog, 'nada'), 'combos')).toBe('combos');
  });
});
