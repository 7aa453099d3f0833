import type { VehicleEvent } from '@lavadero/domain/customers/vehicle-events';
import { describe, expect, it } from 'vitest';
import { evolveVehicleRow } from './vehicles.projection';

const at = '2026-11-21T12:00:00.000Z';
const later = '2026-11-22T08:00:00.000Z';
const fields = {
  customerId: 'c-1',
  placa: 'ABC 123',
  marca: 'Toyota',
  modelo: 'Hilux',
  color: 'Gris',
  observaciones: null,
};
const registered: VehicleEvent = {
  type: 'VehicleRegistered',
  data: { ...fields, vehicleId: 'v-1', createdAt: at },
};
const fold = (events: VehicleEvent[]) => events.reduce(evolveVehicleRow, null);

describe('vehicles read model', () => {
  it('holds a registered vehicle', () => {
    expect(fold([registered])).toEqual({ id: 'v-1', ...fields, createdAt: at, updatedAt: at });
  });

  it('applies an update, including a move to another customer', () => {
    const row = fold([
      registered,
      {
        type: 'VehicleUpdated',
        data: { ...fields, customerId: 'c-2', color: 'Negro', vehicleId: 'v-1', at: later },
      },
    ]);
    expect(row).toMatchObject({ customerId: 'c-2', color: 'Negro', createdAt: at, updatedAt: later });
  });

  it('drops the row when the vehicle is removed', () => {
    const removed: VehicleEvent = {
      type: 'VehicleRemoved',
      data: { vehicleId: 'v-1', customerId: 'c-1', placa: 'ABC 123', at: later },
    };
    expect(fold([registered, removed])).toBeNull();
  });

  it('ignores an update for a vehicle it has not seen registered', () => {
    expect(
      evolveVehicleRow(null, { type: 'VehicleUpdated', data: { ...fields, vehicleId: 'v-9', at } }),
    ).toBeNull();
  });
});
