import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { CASH_SETTINGS_ROW_ID, cashSettingsProjection } from '../cash-settings/cash-settings.projection';
import { combosProjection } from '../combos/combos.projection';
import { COMPANY_CONFIG_ROW_ID, companyConfigProjection } from '../company-config/company-config.projection';
import { customersProjection } from '../customers/customers.projection';
import type { ReadModelDb } from '../database';
import { DNIT_CONFIG_ROW_ID, dnitConfigProjection } from '../dnit-config/dnit-config.projection';
import { servicesProjection } from '../services/services.projection';

/** What a sale is priced and stamped with: the ids the request names. */
export interface SaleFactsLookup {
  readonly customerId: string;
  readonly serviceIds: readonly string[];
  readonly comboIds: readonly string[];
}

/** The read models `findSaleFacts` reads: what is kept of its answers lasts until one of them changes. */
export const SALE_FACTS_READ_MODELS = [
  customersProjection.name,
  servicesProjection.name,
  combosProjection.name,
  companyConfigProjection.name,
  dnitConfigProjection.name,
  cashSettingsProjection.name,
];

/**
 * The customer, the services and combos, the company configuration and emission a sale names, in one
 * statement: one round trip on the path of every sale instead of one per read model. `cajaRequired`
 * is 'Caja abierta obligatoria para vender' (null before its first save).
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
      // The emission chosen in the DNIT settings: an electronic timbrado replaces the printed one.
      jsonObjectFrom(
        eb
          .selectFrom('dnitConfig')
          .select(['emision', 'timbradoElectronico', 'timbradoElectronicoDesde'])
          .where('id', '=', DNIT_CONFIG_ROW_ID),
      ).as('emission'),
      eb
        .selectFrom('cashSettings')
        .select('cajaObligatoria')
        .where('id', '=', CASH_SETTINGS_ROW_ID)
        .as('cajaRequired'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

export type SaleFactRows = Awaited<ReturnType<typeof findSaleFacts>>;
