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
 * `holderRemoved`: the caller looked up the current holder's stream and found it removed. A removal
 * is final, so its claim is stale (the release after a removal never happened, e.g. a crash between
 * the two appends) and may be taken over instead of blocking the plate forever.
 */
export type ClaimPlate = Message<'ClaimPlate', PlateData & { readonly holderRemoved: boolean }>;
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
        if (state.claimedBy !== null && !command.data.holderRemoved) {
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
