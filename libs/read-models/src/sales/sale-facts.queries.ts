import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { CASH_SETTINGS_ROW_ID } from '../cash-settings/cash-settings.projection';
import { COMPANY_CONFIG_ROW_ID } from '../company-config/company-config.projection';
import type { ReadModelDb } from '../database';
import { DNIT_CONFIG_ROW_ID } from '../dnit-config/dnit-config.projection';

/** What a sale is priced and stamped with: the ids the request names. */
export interface SaleFactsLookup {
  readonly customerId: string;
  readonly serviceIds: readonly string[];
  readonly comboIds: readonly string[];
  /** Whose open caja to look for, should the business require one to sell. */
  readonly sellerId: string;
}

/**
 * The customer, the services and combos, the company configuration and emission a sale names, in one
 * statement: one round trip on the path of every sale instead of one per read model. `sellerCajaOpen`
 * is null unless 'Caja abierta obligatoria para vender' is on; only then is the caja looked for.
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
        .select((settings) =>
          settings
            .exists(
              settings
                .selectFrom('cashSessions')
                .select('id')
                .where('estado', '=', 'abierta')
                .where('userId', '=', lookup.sellerId),
            )
            .as('open'),
        )
        .where('id', '=', CASH_SETTINGS_ROW_ID)
        .where('cajaObligatoria', '=', true)
        .as('sellerCajaOpen'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

export type SaleFactRows = Awaited<ReturnType<typeof findSaleFacts>>;
