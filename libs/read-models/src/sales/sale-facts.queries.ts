import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { COMPANY_CONFIG_ROW_ID } from '../company-config/company-config.projection';
import type { ReadModelDb } from '../database';

/** What a sale is priced and stamped with: the ids the request names. */
export interface SaleFactsLookup {
  readonly customerId: string;
  readonly serviceIds: readonly string[];
  readonly comboIds: readonly string[];
}

/**
 * The customer, the services and combos, and the company configuration a sale names, in one
 * statement: one round trip on the path of every sale instead of one per read model.
 */
export async function findSaleFacts(db: ReadModelDb, lookup: SaleFactsLookup) {
  const row = await db
    .selectNoFrom((eb) => [
      jsonObjectFrom(eb.selectFrom('customers').selectAll().where('id', '=', lookup.customerId)).as(
        'customer',
      ),
      jsonArrayFrom(
        eb
          .selectFrom('services')
          .select(['id', 'nombre', 'precio', 'activo'])
          .where('id', '=', eb.fn.any(eb.val([...lookup.serviceIds]))),
      ).as('services'),
      jsonArrayFrom(
        eb
          .selectFrom('serviceCombos')
          .select(['id', 'nombre', 'precioTotal', 'activo'])
          .where('id', '=', eb.fn.any(eb.val([...lookup.comboIds]))),
      ).as('combos'),
      jsonObjectFrom(eb.selectFrom('companyConfig').selectAll().where('id', '=', COMPANY_CONFIG_ROW_ID)).as(
        'company',
      ),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

export type SaleFactRows = Awaited<ReturnType<typeof findSaleFacts>>;
