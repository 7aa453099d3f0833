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

/**
 * The plate the caller saw is the one whose claim it moves or frees in the same append: if someone
 * changed it meanwhile, the command is refused rather than freeing a plate the vehicle no longer holds.
 */
function requireUnchanged(state: VehicleState, placaBefore: string): PresentVehicle {
  const present = requirePresent(state);
  if (placaBefore !== present.placa) {
    throw new ConcurrencyError('VEHICLE_CHANGED', customerMessages.vehicleChangedMeanwhile);
  }
  return present;
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
      const { vehicleId } = requireUnchanged(state, command.data.placaBefore);
      const { now, placaBefore: _, ...vehicle } = command.data;
      return [{ type: 'VehicleUpdated', data: { ...vehicle, vehicleId, at: now } }];
    }
    case 'RemoveVehicle': {
      const { vehicleId, customerId, placa } = requireUnchanged(state, command.data.placaBefore);
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
