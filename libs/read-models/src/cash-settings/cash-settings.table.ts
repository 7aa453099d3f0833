import type { Selectable } from 'kysely';

/** The caja's settings: one row, id 'cash', once saved (absent means the defaults). */
export interface CashSettingsTable {
  id: string;
  cajaObligatoria: boolean;
  updatedAt: string;
}
export type CashSettingsRow = Selectable<CashSettingsTable>;
