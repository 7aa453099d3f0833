import { decideStream, type StreamPlan } from '../shared/stream-plan';
import { plateDecider } from './plate-claim-decide';
import type { RegisterVehicle, RemoveVehicle, UpdateVehicle } from './vehicle-commands';
import { vehicleDecider } from './vehicle-decide';
import { plateKey, toPlateStreamId, toVehicleStreamId } from './vehicle-events';

/**
 * A plate belongs to one vehicle: every vehicle write stores the vehicle's event and its plate
 * claims in ONE atomic append, so no failure leaves a plate held by a vehicle that does not carry it.
 * Of two vehicles taking one plate at once exactly one wins (the plate stream's revision).
 */
export function planRegisterVehicle(command: RegisterVehicle): StreamPlan {
  const { placa, vehicleId } = command.data;
  const [plate, vehicle] = [toPlateStreamId(placa), toVehicleStreamId(vehicleId)];
  return {
    streamIds: [plate, vehicle],
    expectNew: [plate, vehicle],
    decide: (histories) => [
      decideStream(plateDecider, plate, histories, { type: 'ClaimPlate', data: { placa, vehicleId } }),
      decideStream(vehicleDecider, vehicle, histories, command),
    ],
  };
}

/** A full edit; a new plate ('ABC-123' -> 'ABC 123' is not one) is claimed and the old one freed. */
export function planUpdateVehicle(vehicleId: string, command: UpdateVehicle): StreamPlan {
  const { placa, placaBefore } = command.data;
  const moves = plateKey(placaBefore) !== plateKey(placa);
  const vehicle = toVehicleStreamId(vehicleId);
  const [claim, release] = [toPlateStreamId(placa), toPlateStreamId(placaBefore)];
  return {
    streamIds: moves ? [vehicle, claim, release] : [vehicle],
    decide: (histories) => [
      decideStream(vehicleDecider, vehicle, histories, command),
      ...(moves
        ? [
            decideStream(plateDecider, claim, histories, { type: 'ClaimPlate', data: { placa, vehicleId } }),
            decideStream(plateDecider, release, histories, {
              type: 'ReleasePlate',
              data: { placa: placaBefore, vehicleId },
            }),
          ]
        : []),
    ],
  };
}

/** The removal, and the plate freed in the same append. */
export function planRemoveVehicle(vehicleId: string, command: RemoveVehicle): StreamPlan {
  const placa = command.data.placaBefore;
  const [vehicle, plate] = [toVehicleStreamId(vehicleId), toPlateStreamId(placa)];
  return {
    streamIds: [vehicle, plate],
    decide: (histories) => [
      decideStream(vehicleDecider, vehicle, histories, command),
      decideStream(plateDecider, plate, histories, { type: 'ReleasePlate', data: { placa, vehicleId } }),
    ],
  };
}
