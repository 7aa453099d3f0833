import { assertNever, type Decider } from '../shared/decider';
import { ConcurrencyError, IllegalStateError, NotFoundError } from '../shared/errors';
import { customerMessages } from './messages';
import { evolveVehicle, initialVehicleState, type VehicleState } from './vehicle';
import type { VehicleCommand } from './vehicle-commands';
import type { VehicleEvent } from './vehicle-events';

type PresentVehicle = Extract<VehicleState, { status: 'present' }>;

/** A removed vehicle is gone for every command, exactly like one that never existed. */
function requirePresent(state: VehicleState): PresentVehicle {
  if (state.status !== 'present') {
    throw new NotFoundError('VEHICLE_NOT_FOUND', customerMessages.vehicleNotFound);
  }
  return state;
}

export function decideVehicle(command: VehicleCommand, state: VehicleState): VehicleEvent[] {
  switch (command.type) {
    case 'RegisterVehicle': {
      if (state.status !== 'absent') {
        throw new IllegalStateError('VEHICLE_EXISTS', customerMessages.vehicleAlreadyExists);
      }
      const { now, ...vehicle } = command.data;
      return [{ type: 'VehicleRegistered', data: { ...vehicle, createdAt: now } }];
    }
    case 'UpdateVehicle': {
      const { vehicleId, placa } = requirePresent(state);
      const { now, placaBefore, ...vehicle } = command.data;
      if (placaBefore !== placa) {
        throw new ConcurrencyError('VEHICLE_CHANGED', customerMessages.vehicleChangedMeanwhile);
      }
      return [{ type: 'VehicleUpdated', data: { ...vehicle, vehicleId, at: now } }];
    }
    case 'RemoveVehicle': {
      const { vehicleId, customerId, placa } = requirePresent(state);
      return [{ type: 'VehicleRemoved', data: { vehicleId, customerId, placa, at: command.data.now } }];
    }
    default:
      return assertNever(command);
  }
}

export const vehicleDecider: Decider<VehicleState, VehicleCommand, VehicleEvent> = {
  initialState: initialVehicleState,
  evolve: evolveVehicle,
  decide: decideVehicle,
};
