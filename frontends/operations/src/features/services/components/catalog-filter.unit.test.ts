import type { ComboDto, ServiceDto } from '@lavadero/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { type CatalogFilter, filterCombos, filterServices, INITIAL_FILTER } from './catalog-filter';

const at = '2026-11-21T12:00:00.000Z';
const service = (
  id: string,
  nombre: string,
  categoria: ServiceDto['categoria'],
  activo = true,
): ServiceDto => ({
  id,
  nombre,
  descripcion: null,
  precio: 10000,
  duracionMin: 30,
  categoria,
  activo,
  createdAt: at,
  updatedAt: at,
});
const services = [
  service('s1', 'Lavado Básico', 'basico'),
  service('s2', 'Encerado Premium', 'encerado'),
  service('s3', 'Limpieza de Motor', 'motor', false),
];
const combo = (id: string, nombre: string, ids: string[], activo = true): ComboDto => ({
  id,
  nombre,
  descripcion: null,
  precioTotal: 1,
  activo,
  serviceIds: ids,
  services: ids.map((sid) => {
    const s = services.find((x) => x.id === sid)!;
    return { id: s.id, nombre: s.nombre, precio: s.precio, activo: s.activo };
  }),
  createdAt: at,
  updatedAt: at,
});
const combos = [combo('c1', 'Combo Brillo', ['s1', 's2']), combo('c2', 'Combo Motor', ['s1', 's3'], false)];
const names = (list: readonly { nombre: string }[]) => list.map((x) => x.nombre);
const given = (change: Partial<CatalogFilter>): CatalogFilter => ({ ...INITIAL_FILTER, ...change });

describe('catalog filter', () => {
  it('hides inactive items unless asked to show them', () => {
    expect(names(filterServices(services, given({})))).toEqual(['Lavado Básico', 'Encerado Premium']);
    expect(filterServices(services, given({ showInactive: true }))).toHaveLength(3);
    expect(names(filterCombos(combos, services, given({})))).toEqual(['Combo Brillo']);
    expect(filterCombos(combos, services, given({ showInactive: true }))).toHaveLength(2);
  });

  it('searches names, descriptions and category labels, ignoring case and accents', () => {
    expect(names(filterServices(services, given({ search: 'basico' })))).toEqual(['Lavado Básico']);
    expect(names(filterServices(services, given({ search: 'ENCERADO' })))).toEqual(['Encerado Premium']);
    expect(names(filterServices(services, given({ search: 'motor', showInactive: true })))).toEqual([
      'Limpieza de Motor',
    ]);
  });

  it('finds combos by the names of their services', () => {
    expect(names(filterCombos(combos, services, given({ search: 'encerado' })))).toEqual(['Combo Brillo']);
    expect(filterCombos(combos, services, given({ search: 'nada' }))).toEqual([]);
  });

  it('filters services by category, and combos by the categories of their services', () => {
    expect(names(filterServices(services, given({ categoria: 'encerado' })))).toEqual(['Encerado Premium']);
    expect(names(filterCombos(combos, services, given({ categoria: 'motor', showInactive: true })))).toEqual([
      'Combo Motor',
    ]);
    expect(filterCombos(combos, services, given({ categoria: 'ozono' }))).toEqual([]);
  });
});
