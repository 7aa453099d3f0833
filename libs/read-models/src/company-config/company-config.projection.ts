import { configOf } from '@lavadero/domain/company/company-config-decide';
import { COMPANY_CONFIG_EVENT_TYPES, type CompanyConfigEvent } from '@lavadero/domain/company/events';
import { entityProjection } from '../entity-projection';
import type { CompanyConfigRow } from './company-config.table';

export const COMPANY_CONFIG_ROW_ID = 'company';

/** Pure: every save carries the whole configuration. */
export function evolveCompanyConfigRow(
  _row: CompanyConfigRow | null,
  event: CompanyConfigEvent,
): CompanyConfigRow {
  return { id: COMPANY_CONFIG_ROW_ID, ...configOf(event.data), updatedAt: event.data.at };
}

export const companyConfigProjection = entityProjection({
  name: 'company_config',
  table: 'companyConfig',
  handles: COMPANY_CONFIG_EVENT_TYPES,
  idOf: () => COMPANY_CONFIG_ROW_ID,
  evolve: evolveCompanyConfigRow,
});
