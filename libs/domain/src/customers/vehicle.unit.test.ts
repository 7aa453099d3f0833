import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { plateDecider } from './plate-claim-decide';
import type { UpdateVehicle } from './vehicle-commands';
import { vehicleDecider } from './vehicle-decide';
import {
  normalisePlate,
  plateKey,
  toPlateStreamId,
  type VehicleFields,
  type VehicleRegistered,
} from './vehicle-events';

const spec = deciderSpec(vehicleDecider);
const vehicleId = 'v-1';
const now = '2026-11-21T12:00:00.000Z';
const later = '2026-11-22T09:30:00.000Z';
const fields: VehicleFields = {
  customerId: 'c-1',
  placa: 'ABC 123',
  marca: 'Toyota',
  modelo: 'Corolla',
  color: 'Blanco',
  observaciones: null,
};
const registered: VehicleRegistered = {
  type: 'VehicleRegistered',
  data: { ...fields, vehicleId, createdAt: now },
};
const removed = {
  type: 'VehicleRemoved' as const,
  data: { vehicleId, customerId: 'c-1', placa: 'ABC 123', at: later },
};
const update = (changes: Partial<VehicleFields>, placaBefore = fields.placa): UpdateVehicle => ({
  type: 'UpdateVehicle',
  data: { ...fields, ...changes, placaBefore, now: later },
});

describe('vehicle decider', () => {
  it('registers a vehicle once', () => {
    spec
      .given([])
      .when({ type: 'RegisterVehicle', data: { ...fields, vehicleId, now } })
      .then([registered]);
    spec
      .given([registered])
      .when({ type: 'RegisterVehicle', data: { ...fields, vehicleId, now } })
      .thenThrows('VEHICLE_EXISTS');
  });

  it('updates a vehicle, also moving it to another customer', () => {
    spec
      .given([registered])
      .when(update({ color: 'Gris', customerId: 'c-2', observaciones: 'Rayón en la puerta' }))
      .then([
        {
          type: 'VehicleUpdated',
          data: {
            ...fields,
            color: 'Gris',
            customerId: 'c-2',
            observaciones: 'Rayón en la puerta',
            vehicleId,
            at: later,
          },
        },
      ]);
  });

  it('refuses an edit or a removal made on a plate someone else has changed meanwhile', () => {
    spec
      .given([registered])
      .when(update({ color: 'Gris' }, 'XYZ 999'))
      .thenThrows('VEHICLE_CHANGED');
    spec
      .given([registered])
      .when({ type: 'RemoveVehicle', data: { placaBefore: 'XYZ 999', now: later } })
      .thenThrows('VEHICLE_CHANGED');
  });

  it('removes a vehicle with an event, after which it is gone', () => {
    spec
      .given([registered])
      .when({ type: 'RemoveVehicle', data: { placaBefore: 'ABC 123', now: later } })
      .then([removed]);
    spec
      .given([registered, removed])
      .when({ type: 'RemoveVehicle', data: { placaBefore: 'ABC 123', now: later } })
      .thenThrows('VEHICLE_NOT_FOUND');
    spec.given([registered, removed]).when(update({})).thenThrows('VEHICLE_NOT_FOUND');
    spec
      .given([registered, removed])
      .when({ type: 'RegisterVehicle', data: { ...fields, vehicleId, now } })
      .thenThrows('VEHICLE_EXISTS');
  });

  it('an unknown vehicle cannot be edited or removed', () => {
    spec.given([]).when(update({})).thenThrows('VEHICLE_NOT_FOUND');
    spec
      .given([])
      .when({ type: 'RemoveVehicle', data: { placaBefore: 'ABC 123', now } })
      .thenThrows('VEHICLE_NOT_FOUND');
  });
});

describe('plate claims', () => {
  const plates = deciderSpec(plateDecider);
  const claimed = { type: 'PlateClaimed' as const, data: { placa: 'ABC 123', vehicleId } };
  const claim = (id: string) => ({ type: 'ClaimPlate' as const, data: { placa: 'ABC 123', vehicleId: id } });

  it('gives a plate to one active vehicle', () => {
    plates.given([]).when(claim(vehicleId)).then([claimed]);
    plates.given([claimed]).when(claim(vehicleId)).then([]);
    const error = plates.given([claimed]).when(claim('v-2')).thenThrows('PLATE_TAKEN');
    expect(error.message).toBe('Ya existe otro vehículo registrado con la placa ABC 123');
  });

  it('frees the plate when its holder releases it', () => {
    const release = { type: 'ReleasePlate' as const, data: { placa: 'ABC 123', vehicleId } };
    plates
      .given([claimed])
      .when({ ...release, data: { ...release.data, vehicleId: 'v-2' } })
      .then([]);
    plates
      .given([claimed])
      .when(release)
      .then([{ type: 'PlateReleased', data: release.data }]);
    plates
      .given([claimed, { type: 'PlateReleased', data: release.data }])
      .when(claim('v-2'))
      .then([{ type: 'PlateClaimed', data: { placa: 'ABC 123', vehicleId: 'v-2' } }]);
  });

  it('normalises plates for display and compares them by letters and digits', () => {
    expect(normalisePlate('  abc   123 ')).toBe('ABC 123');
    expect(plateKey('abc-123')).toBe(plateKey('ABC 123'));
    expect(toPlateStreamId('abc 123')).toBe('vehicle-plate-ABC123');
  });
});
