import type { ServiceEvent } from '@lavadero/domain/catalog/service-events';
import { describe, expect, it } from 'vitest';
import { evolveServiceRow } from './services.projection';

const at = '2026-11-21T12:00:00.000Z';
const later = '2026-11-22T08:00:00.000Z';
const fields = {
  nombre: 'Lavado Básico',
  descripcion: null,
  precio: 35000,
  duracionMin: 30,
  categoria: 'basico' as const,
};
const created: ServiceEvent = {
  type: 'ServiceCreated',
  data: { serviceId: 's-1', ...fields, activo: true, createdAt: at },
};
const fold = (events: ServiceEvent[]) => events.reduce(evolveServiceRow, null);

describe('services read model', () => {
  it('a new service is a row with its fields', () => {
    expect(fold([created])).toEqual({ id: 's-1', ...fields, activo: true, createdAt: at, updatedAt: at });
  });

  it('an edit replaces the fields and keeps the creation time', () => {
    const row = fold([
      created,
      {
        type: 'ServiceUpdated',
        data: { serviceId: 's-1', ...fields, precio: 40000, categoria: 'premium', at: later },
      },
    ]);
    expect(row).toMatchObject({ precio: 40000, categoria: 'premium', createdAt: at, updatedAt: later });
  });

  it('deactivation keeps the row, reactivation brings it back', () => {
    const off = fold([created, { type: 'ServiceDeactivated', data: { serviceId: 's-1', at: later } }]);
    expect(off).toMatchObject({ id: 's-1', activo: false, updatedAt: later });
    expect(
      evolveServiceRow(off, { type: 'ServiceReactivated', data: { serviceId: 's-1', at } }),
    ).toMatchObject({
      activo: true,
    });
  });

  it('ignores events for a service it has not seen created', () => {
    expect(evolveServiceRow(null, { type: 'ServiceDeactivated', data: { serviceId: 's-9', at } })).toBeNull();
  });
});
