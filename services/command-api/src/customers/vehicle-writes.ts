import { randomUUID } from 'node:crypto';
import type { VehicleBody } from '@lavadero/contracts/customers';
import { customerMessages } from '@lavadero/domain/customers/messages';
import { vehicleDecider } from '@lavadero/domain/customers/vehicle-decide';
import { plateKey, toVehicleStreamId } from '@lavadero/domain/customers/vehicle-events';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { findCustomerById } from '@lavadero/read-models/customers/customers.queries';
import { findVehicleById } from '@lavadero/read-models/vehicles/vehicles.queries';
import type { VehicleRow } from '@lavadero/read-models/vehicles/vehicles.table';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../plugins/commands';
import { claimPlate, releasePlate, releasePlateAfterFailure } from './plate-claims';

/** Customers are never removed, so once seen in the read model a customer stays valid. */
async function requireCustomer(app: FastifyInstance, customerId: string): Promise<void> {
  if (!(await findCustomerById(app.readDb, customerId))) {
    throw new NotFoundError('CUSTOMER_NOT_FOUND', customerMessages.notFound);
  }
}

export async function requireVehicle(app: FastifyInstance, vehicleId: string): Promise<VehicleRow> {
  const row = await findVehicleById(app.readDb, vehicleId);
  if (!row) throw new NotFoundError('VEHICLE_NOT_FOUND', customerMessages.vehicleNotFound);
  return row;
}

/** Claims the plate, then creates the vehicle's stream; the claim is given back if that fails. */
export async function registerVehicle(
  app: FastifyInstance,
  actor: Actor,
  body: VehicleBody,
): Promise<string> {
  await requireCustomer(app, body.customerId);
  const vehicleId = randomUUID();
  const plate = { placa: body.placa, vehicleId };
  const took = await claimPlate(app, actor, plate);
  try {
    await app.dispatch(actor, toVehicleStreamId(vehicleId), vehicleDecider, {
      type: 'RegisterVehicle',
      data: { ...body, vehicleId, now: new Date().toISOString() },
    });
  } catch (error) {
    if (took) await releasePlateAfterFailure(app, actor, plate);
    throw error;
  }
  return vehicleId;
}

/** A full edit; a new plate is claimed first and the old one freed once the vehicle carries the new. */
export async function updateVehicle(
  app: FastifyInstance,
  actor: Actor,
  vehicleId: string,
  body: VehicleBody,
): Promise<void> {
  const current = await requireVehicle(app, vehicleId);
  await requireCustomer(app, body.customerId);
  // 'ABC-123' -> 'ABC 123' is the same plate: nothing to claim or free.
  const moves = plateKey(current.placa) !== plateKey(body.placa);
  const next = { placa: body.placa, vehicleId };
  const took = moves && (await claimPlate(app, actor, next));
  try {
    await app.dispatch(actor, toVehicleStreamId(vehicleId), vehicleDecider, {
      type: 'UpdateVehicle',
      data: { ...body, placaBefore: current.placa, now: new Date().toISOString() },
    });
  } catch (error) {
    if (took) await releasePlateAfterFailure(app, actor, next);
    throw error;
  }
  if (moves) await releasePlate(app, actor, { placa: current.placa, vehicleId });
}

/**
 * Records the removal, then frees the plate. Should the release never happen, the next claim of that
 * plate sees the holder removed and takes it over (see plate-claim.ts).
 */
export async function removeVehicle(app: FastifyInstance, actor: Actor, vehicleId: string): Promise<void> {
  await requireVehicle(app, vehicleId);
  const { events } = await app.dispatch(actor, toVehicleStreamId(vehicleId), vehicleDecider, {
    type: 'RemoveVehicle',
    data: { now: new Date().toISOString() },
  });
  for (const event of events) {
    if (event.type === 'VehicleRemoved')
      await releasePlate(app, actor, { placa: event.data.placa, vehicleId });
  }
}
