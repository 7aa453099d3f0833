import type { Message } from '../shared/decider';

/** A vehicle as a person enters it (spec 2 §3); `placa` is already normalised (see normalisePlate). */
export interface VehicleFields {
  readonly customerId: string;
  readonly placa: string;
  readonly marca: string;
  readonly modelo: string;
  readonly color: string;
  readonly observaciones: string | null;
}

export type VehicleRegistered = Message<
  'VehicleRegistered',
  VehicleFields & { readonly vehicleId: string; readonly createdAt: string }
>;
export type VehicleUpdated = Message<
  'VehicleUpdated',
  VehicleFields & { readonly vehicleId: string; readonly at: string }
>;
/** Removal is an event like any other: the history keeps the vehicle, the read model drops it. */
export type VehicleRemoved = Message<
  'VehicleRemoved',
  { readonly vehicleId: string; readonly customerId: string; readonly placa: string; readonly at: string }
>;

export type VehicleEvent = VehicleRegistered | VehicleUpdated | VehicleRemoved;

export const VEHICLE_EVENT_TYPES: readonly VehicleEvent['type'][] = [
  'VehicleRegistered',
  'VehicleUpdated',
  'VehicleRemoved',
];

export const toVehicleStreamId = (vehicleId: string) => `vehicle-${vehicleId}`;

/** How a plate is stored and shown: trimmed, upper case, single spaces ('abc  123 ' -> 'ABC 123'). */
export function normalisePlate(placa: string): string {
  return placa.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** How plates are compared: letters and digits only, so 'ABC 123', 'abc-123' and 'ABC123' are one plate. */
export function plateKey(placa: string): string {
  return placa.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** One stream per plate key: a plate belongs to at most one active vehicle (see plate-claim.ts). */
export const toPlateStreamId = (placa: string) => `vehicle-plate-${plateKey(placa)}`;
