import { DEFAULT_CUSTOMER } from '@lavadero/contracts/customers';
import { sql } from 'kysely';
import type { ReadModelDb } from '../database';

/**
 * Whether the business has recorded anything of its own: a service, combo, product, vehicle, sale,
 * work order, or a customer besides 'Cliente General'. What every first start creates (the
 * administrator, the six categories, Cliente General) does not count. One round trip.
 */
export async function hasBusinessData(db: ReadModelDb): Promise<boolean> {
  const one = sql.lit(1).as('one');
  const row = await db
    .selectNoFrom((eb) =>
      eb
        .or([
          eb.exists(db.selectFrom('services').select(one)),
          eb.exists(db.selectFrom('serviceCombos').select(one)),
          eb.exists(db.selectFrom('inventoryItems').select(one)),
          eb.exists(db.selectFrom('vehicles').select(one)),
          eb.exists(db.selectFrom('sales').select(one)),
          eb.exists(db.selectFrom('workOrders').select(one)),
          eb.exists(db.selectFrom('customers').select(one).where('id', '<>', DEFAULT_CUSTOMER.id)),
        ])
        .as('found'),
    )
    .executeTakeFirstOrThrow();
  return row.found === true;
}
