import { VEHICLE_EVENT_TYPES, type VehicleEvent } from '@lavadero/domain/customers/vehicle-events';
import { assertNever } from '@lavadero/domain/shared/decider';
import { entityProjection } from '../entity-projection';
import type { VehicleRow } from './vehicles.table';

/** Pure: the vehicles row after one event; null before it exists and once it is removed. */
export function evolveVehicleRow(row: VehicleRow | null, event: VehicleEvent): VehicleRow | null {
  switch (event.type) {
    case 'VehicleRegistered': {
      const { vehicleId, createdAt, ...fields } = event.data;
      return { id: vehicleId, ...fields, createdAt, updatedAt: createdAt };
    }
    case 'VehicleUpdated': {
      if (row === null) return null;
      const { vehicleId: _, at, ...fields } = event.data;
      return { ...row, ...fields, updatedAt: at };
    }
    case 'VehicleRemoved':
      return null;
    default:
      return assertNever(event);
  }
}

export const vehiclesProjection = entityProjection({
  name: 'vehicles',
  table: 'vehicles',
  handles: VEHICLE_EVENT_TYPES,
  idOf: (event: VehicleEvent) => event.data.vehicleId,
  evolve: evolveVehicleRow,
  creates: ['VehicleRegistered'],
});
