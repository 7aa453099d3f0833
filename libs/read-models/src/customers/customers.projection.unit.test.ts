import type { CustomerEvent } from '@lavadero/domain/customers/events';
import { describe, expect, it } from 'vitest';
import { evolveCustomerRow } from './customers.projection';

const at = '2026-11-21T12:00:00.000Z';
const later = '2026-11-22T08:00:00.000Z';
const fields = {
  nombre: 'John Smith',
  docTipo: 'Pasaporte' as const,
  docNumero: 'X1234567',
  email: 'john@mail.com',
  telefono: null,
  direccion: null,
  regimenTurismo: true,
  pais: 'Estados Unidos',
  pasaporte: 'X1234567',
  fechaIngreso: '2026-11-18',
};
const registered: CustomerEvent = {
  type: 'CustomerRegistered',
  data: { ...fields, customerId: 'c-1', createdAt: at },
};
const fold = (events: CustomerEvent[]) => events.reduce(evolveCustomerRow, null);

describe('customers read model', () => {
  it('holds every field of a registered customer', () => {
    expect(fold([registered])).toEqual({ id: 'c-1', ...fields, createdAt: at, updatedAt: at });
  });

  it('replaces the fields on an update and keeps the registration date', () => {
    const row = fold([
      registered,
      {
        type: 'CustomerUpdated',
        data: {
          ...fields,
          regimenTurismo: false,
          pais: null,
          pasaporte: null,
          fechaIngreso: null,
          customerId: 'c-1',
          at: later,
        },
      },
    ]);
    expect(row).toMatchObject({ regimenTurismo: false, pais: null, createdAt: at, updatedAt: later });
  });

  it('ignores an update for a customer it has not seen registered', () => {
    expect(
      evolveCustomerRow(null, { type: 'CustomerUpdated', data: { ...fields, customerId: 'c-9', at } }),
    ).toBeNull();
  });
});
