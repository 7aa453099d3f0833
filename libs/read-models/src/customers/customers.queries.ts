import { sql } from 'kysely';
import type { ReadModelDb } from '../database';
import type { CustomerRow } from './customers.table';

export function findCustomerById(db: ReadModelDb, id: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** By name as people read it (case-insensitive, served by customers_nombre_idx), then oldest first. */
export function listCustomers(db: ReadModelDb): Promise<CustomerRow[]> {
  return db
    .selectFrom('customers')
    .selectAll()
    .orderBy(sql`lower(nombre)`)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}
