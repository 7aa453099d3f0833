import type { VehicleBody } from '@lavadero/contracts/customers';
import { customerMessages } from '@lavadero/domain/customers/messages';
import {
  planRegisterVehicle,
  planRemoveVehicle,
  planUpdateVehicle,
} from '@lavadero/domain/customers/vehicle-plan';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { findCustomerById } from '@lavadero/read-models/customers/customers.queries';
import { findVehicleById } from '@lavadero/read-models/vehicles/vehicles.queries';
import type { VehicleRow } from '@lavadero/read-models/vehicles/vehicles.table';
import type { Actor } from '../plugins/commands';
import { dispatchPlan, nowIso, type WriteDeps } from '../plugins/write-deps';

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

/** The vehicle and its plate claims in one atomic append (customers/vehicle-plan.ts). */
export async function registerVehicle(deps: WriteDeps, actor: Actor, body: VehicleBody): Promise<string> {
  await requireCustomer(deps, body.customerId);
  const vehicleId = deps.ids.newId();
  const command = { type: 'RegisterVehicle' as const, data: { ...body, vehicleId, now: nowIso(deps) } };
  await dispatchPlan(deps, actor, planRegisterVehicle(command));
  return vehicleId;
}

/** A full edit; the plate before is the one the read model shows (see UpdateVehicle). */
export async function updateVehicle(
  deps: WriteDeps,
  actor: Actor,
  vehicleId: string,
  body: VehicleBody,
): Promise<void> {
  const current = await requireVehicle(deps, vehicleId);
  await requireCustomer(deps, body.customerId);
  const command = {
    type: 'UpdateVehicle' as const,
    data: { ...body, placaBefore: current.placa, now: nowIso(deps) },
  };
  await dispatchPlan(deps, actor, planUpdateVehicle(vehicleId, command));
}

/** Records the removal and frees the plate in one append. */
export async function removeVehicle(deps: WriteDeps, actor: Actor, vehicleId: string): Promise<void> {
  const { placa } = await requireVehicle(deps, vehicleId);
  const command = { type: 'RemoveVehicle' as const, data: { placaBefore: placa, now: nowIso(deps) } };
  await dispatchPlan(deps, actor, planRemoveVehicle(vehicleId, command));
}
