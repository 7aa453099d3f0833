import { COMPANY_CONFIG_DEFAULTS, type CompanyConfigDto } from '@lavadero/contracts/company-config';
import type { CompanyConfigRow } from '@lavadero/read-models/company-config/company-config.table';

/** The saved settings, or only the defaults (and no RUC) before the first save. */
export function toCompanyConfigDto(row: CompanyConfigRow | undefined): CompanyConfigDto {
  if (!row) return { configured: false, ...COMPANY_CONFIG_DEFAULTS };
  const { id: _, moneda, ...fields } = row;
  return { configured: true, ...fields, moneda: moneda === 'USD' ? 'USD' : 'PYG' };
}
