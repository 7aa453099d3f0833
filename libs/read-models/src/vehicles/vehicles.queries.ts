import type { ReadModelDb } from '../database';
import type { VehicleRow } from './vehicles.table';

export function findVehicleById(db: ReadModelDb, id: string): Promise<VehicleRow | undefined> {
  return db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** In the order they were registered, so a customer card shows its first vehicles first. */
export function listVehicles(db: ReadModelDb): Promise<VehicleRow[]> {
  return db.selectFrom('vehicles').selectAll().orderBy('createdAt').orderBy('id').execute();
}

/** One customer's vehicles (served by vehicles_customer_id_idx). */
export function listVehiclesOfCustomer(db: ReadModelDb, customerId: string): Promise<VehicleRow[]> {
  return db
    .selectFrom('vehicles')
    .selectAll()
    .where('customerId', '=', customerId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}
