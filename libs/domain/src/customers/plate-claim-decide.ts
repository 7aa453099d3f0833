import { assertNever, type Decider, type Message } from '../shared/decider';
import { IllegalStateError } from '../shared/errors';
import { customerMessages } from './messages';

type PlateData = { readonly placa: string; readonly vehicleId: string };

/** The claim on one plate key, on its own stream: a plate belongs to at most one active vehicle. */
export type PlateClaimed = Message<'PlateClaimed', PlateData>;
/** The vehicle was removed or took another plate. */
export type PlateReleased = Message<'PlateReleased', PlateData>;
export type PlateEvent = PlateClaimed | PlateReleased;

/**
 * The claim is appended atomically with the vehicle's own event, so a claim held by a vehicle that is
 * removed or carries another plate can only be left over from before (repaired on start).
 */
export type ClaimPlate = Message<'ClaimPlate', PlateData>;
export type ReleasePlate = Message<'ReleasePlate', PlateData>;
export type PlateCommand = ClaimPlate | ReleasePlate;

export type PlateState = { readonly claimedBy: string | null };

export const plateDecider: Decider<PlateState, PlateCommand, PlateEvent> = {
  initialState: () => ({ claimedBy: null }),
  evolve: (_state, event) => ({ claimedBy: event.type === 'PlateClaimed' ? event.data.vehicleId : null }),
  decide: (command, state) => {
    const { placa, vehicleId } = command.data;
    switch (command.type) {
      case 'ClaimPlate':
        if (state.claimedBy === vehicleId) return [];
        if (state.claimedBy !== null) {
          throw new IllegalStateError('PLATE_TAKEN', customerMessages.plateTaken(placa));
        }
        return [{ type: 'PlateClaimed', data: { placa, vehicleId } }];
      case 'ReleasePlate':
        return state.claimedBy === vehicleId ? [{ type: 'PlateReleased', data: { placa, vehicleId } }] : [];
      default:
        return assertNever(command);
    }
  },
};
