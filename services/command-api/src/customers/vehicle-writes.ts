import type { VehicleBody } from '@lavadero/contracts/customers';
import { customerMessages } from '@lavadero/domain/customers/messages';
import { plateDecider } from '@lavadero/domain/customers/plate-claim-decide';
import { vehicleDecider } from '@lavadero/domain/customers/vehicle-decide';
import { plateKey, toPlateStreamId, toVehicleStreamId } from '@lavadero/domain/customers/vehicle-events';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { decideStream } from '@lavadero/event-store/handle-command';
import { findCustomerById } from '@lavadero/read-models/customers/customers.queries';
import { findVehicleById } from '@lavadero/read-models/vehicles/vehicles.queries';
import type { VehicleRow } from '@lavadero/read-models/vehicles/vehicles.table';
import type { Actor } from '../plugins/commands';
import { nowIso, type WriteDeps } from '../plugins/write-deps';

/** Customers are never removed, so once seen in the read model a customer stays valid. */
async function requireCustomer(deps: WriteDeps, customerId: string): Promise<void> {
  if (!(await findCustomerById(deps.readDb, customerId))) {
    throw new NotFoundError('CUSTOMER_NOT_FOUND', customerMessages.notFound);
  }
}

export async function requireVehicle(deps: WriteDeps, vehicleId: string): Promise<VehicleRow> {
  const row = await findVehicleById(deps.readDb, vehicleId);
  if (!row) throw new NotFoundError('VEHICLE_NOT_FOUND', customerMessages.vehicleNotFound);
  return row;
}

/**
 * Every write below stores the vehicle's event and its plate claims in ONE atomic append, so no
 * failure can leave a plate held by a vehicle that does not carry it. Of two vehicles taking one
 * plate at once exactly one wins (the plate stream is appended with the revision read).
 */
export async function registerVehicle(deps: WriteDeps, actor: Actor, body: VehicleBody): Promise<string> {
  await requireCustomer(deps, body.customerId);
  const vehicleId = deps.ids.newId();
  const [plate, vehicle] = [toPlateStreamId(body.placa), toVehicleStreamId(vehicleId)];
  const now = nowIso(deps);
  await deps.dispatchToStreams(
    actor,
    [plate, vehicle],
    (histories) => [
      decideStream(plateDecider, plate, histories, {
        type: 'ClaimPlate',
        data: { placa: body.placa, vehicleId },
      }),
      decideStream(vehicleDecider, vehicle, histories, {
        type: 'RegisterVehicle',
        data: { ...body, vehicleId, now },
      }),
    ],
    { expectNew: [plate, vehicle] },
  );
  return vehicleId;
}

/** A full edit; a new plate is claimed and the old one freed in the same append. */
export async function updateVehicle(
  deps: WriteDeps,
  actor: Actor,
  vehicleId: string,
  body: VehicleBody,
): Promise<void> {
  const current = await requireVehicle(deps, vehicleId);
  await requireCustomer(deps, body.customerId);
  // 'ABC-123' -> 'ABC 123' is the same plate: nothing to claim or free.
  const moves = plateKey(current.placa) !== plateKey(body.placa);
  const vehicle = toVehicleStreamId(vehicleId);
  const [claim, release] = [toPlateStreamId(body.placa), toPlateStreamId(current.placa)];
  const now = nowIso(deps);
  await deps.dispatchToStreams(actor, moves ? [vehicle, claim, release] : [vehicle], (histories) => [
    decideStream(vehicleDecider, vehicle, histories, {
      type: 'UpdateVehicle',
      data: { ...body, placaBefore: current.placa, now },
    }),
    ...(moves
      ? [
          decideStream(plateDecider, claim, histories, {
            type: 'ClaimPlate',
            data: { placa: body.placa, vehicleId },
          }),
          decideStream(plateDecider, release, histories, {
            type: 'ReleasePlate',
            data: { placa: current.placa, vehicleId },
          }),
        ]
      : []),
  ]);
}

/** Records the removal and frees the plate in one append. */
export async function removeVehicle(deps: WriteDeps, actor: Actor, vehicleId: string): Promise<void> {
  const { placa } = await requireVehicle(deps, vehicleId);
  const [vehicle, plate] = [toVehicleStreamId(vehicleId), toPlateStreamId(placa)];
  const now = nowIso(deps);
  await deps.dispatchToStreams(actor, [vehicle, plate], (histories) => [
    decideStream(vehicleDecider, vehicle, histories, {
      type: 'RemoveVehicle',
      data: { placaBefore: placa, now },
    }),
    decideStream(plateDecider, plate, histories, { type: 'ReleasePlate', data: { placa, vehicleId } }),
  ]);
}
