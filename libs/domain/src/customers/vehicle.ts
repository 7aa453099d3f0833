import { assertNever } from '../shared/decider';
import type { VehicleEvent } from './vehicle-events';

export type VehicleState =
  | { readonly status: 'absent' }
  | {
      readonly status: 'present';
      readonly vehicleId: string;
      readonly customerId: string;
      readonly placa: string;
    }
  | { readonly status: 'removed'; readonly vehicleId: string };

export const initialVehicleState = (): VehicleState => ({ status: 'absent' });

export function evolveVehicle(_state: VehicleState, event: VehicleEvent): VehicleState {
  switch (event.type) {
    case 'VehicleRegistered':
    case 'VehicleUpdated': {
      const { vehicleId, customerId, placa } = event.data;
      return { status: 'present', vehicleId, customerId, placa };
    }
    case 'VehicleRemoved':
      return { status: 'removed', vehicleId: event.data.vehicleId };
    default:
      return assertNever(event);
  }
}
