import type { CompanyConfig } from '@lavadero/domain/company/events';
import type { Selectable } from 'kysely';

/** The company's settings: one row, id 'company', once saved. */
export interface CompanyConfigTable extends Omit<CompanyConfig, 'moneda'> {
  id: string;
  moneda: string;
  updatedAt: string;
}
export type CompanyConfigRow = Selectable<CompanyConfigTable>;
