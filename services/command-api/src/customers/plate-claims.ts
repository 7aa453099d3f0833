import { plateDecider } from '@lavadero/domain/customers/plate-claim-decide';
import {
  toPlateStreamId,
  toVehicleStreamId,
  type VehicleEvent,
} from '@lavadero/domain/customers/vehicle-events';
import { claimKind } from '../claims/repair-orphaned-claims';

export interface PlateHolder {
  readonly placa: string;
  readonly vehicleId: string;
}

/** A plate claim is the vehicle's while the vehicle exists and carries that plate. */
export const plateClaims = claimKind({
  claimed: 'PlateClaimed',
  released: 'PlateReleased',
  claimant: (data) => (data as PlateHolder).vehicleId,
  ownerStream: toVehicleStreamId,
  holding: (event) => {
    const { type, data } = event as VehicleEvent;
    if (type === 'VehicleRemoved') return { owner: data.vehicleId, claim: null };
    if (type !== 'VehicleRegistered' && type !== 'VehicleUpdated') return undefined;
    return { owner: data.vehicleId, claim: toPlateStreamId(data.placa) };
  },
  decider: plateDecider,
  releaseCommand: (claim, owner) => ({
    type: 'ReleasePlate' as const,
    data: { placa: (claim as PlateHolder).placa, vehicleId: owner },
  }),
});
