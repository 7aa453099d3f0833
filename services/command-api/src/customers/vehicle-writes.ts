import type { VehicleBody } from '@lavadero/contracts/customers';
import { customerMessages } from '@lavadero/domain/customers/messages';
import { vehicleDecider } from '@lavadero/domain/customers/vehicle-decide';
import { plateKey, toVehicleStreamId } from '@lavadero/domain/customers/vehicle-events';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { findCustomerById } from '@lavadero/read-models/customers/customers.queries';
import { findVehicleById } from '@lavadero/read-models/vehicles/vehicles.queries';
import type { VehicleRow } from '@lavadero/read-models/vehicles/vehicles.table';
import type { Actor } from '../plugins/commands';
import { nowIso, type WriteDeps } from '../plugins/write-deps';
import { claimPlate, releasePlate, releasePlateAfterFailure } from './plate-claims';

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

/** Claims the plate, then creates the vehicle's stream; the claim is given back if that fails. */
export async function registerVehicle(deps: WriteDeps, actor: Actor, body: VehicleBody): Promise<string> {
  await requireCustomer(deps, body.customerId);
  const vehicleId = deps.ids.newId();
  const plate = { placa: body.placa, vehicleId };
  const took = await claimPlate(deps, actor, plate);
  try {
    await deps.dispatch(actor, toVehicleStreamId(vehicleId), vehicleDecider, {
      type: 'RegisterVehicle',
      data: { ...body, vehicleId, now: nowIso(deps) },
    });
  } catch (error) {
    if (took) await releasePlateAfterFailure(deps, actor, plate);
    throw error;
  }
  return vehicleId;
}

/** A full edit; a new plate is claimed first and the old one freed once the vehicle carries the new. */
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
  const next = { placa: body.placa, vehicleId };
  const took = moves && (await claimPlate(deps, actor, next));
  try {
    await deps.dispatch(actor, toVehicleStreamId(vehicleId), vehicleDecider, {
      type: 'UpdateVehicle',
      data: { ...body, placaBefore: current.placa, now: nowIso(deps) },
    });
  } catch (error) {
    if (took) await releasePlateAfterFailure(deps, actor, next);
    throw error;
  }
  if (moves) await releasePlate(deps, actor, { placa: current.placa, vehicleId });
}

/**
 * Records the removal, then frees the plate. Should the release never happen, the next claim of that
 * plate sees the holder removed and takes it over (see plate-claim.ts).
 */
export async function removeVehicle(deps: WriteDeps, actor: Actor, vehicleId: string): Promise<void> {
  await requireVehicle(deps, vehicleId);
  const { events } = await deps.dispatch(actor, toVehicleStreamId(vehicleId), vehicleDecider, {
    type: 'RemoveVehicle',
    data: { now: nowIso(deps) },
  });
  for (const event of events) {
    if (event.type === 'VehicleRemoved')
      await releasePlate(deps, actor, { placa: event.data.placa, vehicleId });
  }
}
