import type { Message } from '../shared/decider';
import type { VehicleFields } from './vehicle-events';

export type RegisterVehicle = Message<
  'RegisterVehicle',
  VehicleFields & { readonly vehicleId: string; readonly now: string }
>;
/**
 * A full edit. `placaBefore` is the plate the caller saw (and whose claim it will release when the
 * plate changes): if someone changed it meanwhile the edit is refused rather than undoing theirs.
 */
export type UpdateVehicle = Message<
  'UpdateVehicle',
  VehicleFields & { readonly placaBefore: string; readonly now: string }
>;
/** `placaBefore`: the plate the caller saw and will release with the removal (see UpdateVehicle). */
export type RemoveVehicle = Message<'RemoveVehicle', { readonly placaBefore: string; readonly now: string }>;

export type VehicleCommand = RegisterVehicle | UpdateVehicle | RemoveVehicle;
