import type { ReadModelDb } from '../database';
import { COMPANY_CONFIG_ROW_ID } from './company-config.projection';
import type { CompanyConfigRow } from './company-config.table';

export function findCompanyConfig(db: ReadModelDb): Promise<CompanyConfigRow | undefined> {
  return db
    .selectFrom('companyConfig')
    .selectAll()
    .where('id', '=', COMPANY_CONFIG_ROW_ID)
    .executeTakeFirst();
}
