import { type CashSettings, DEFAULT_CASH_SETTINGS } from '@lavadero/domain/cash/cash-settings';
import type { ReadModelDb } from '../database';
import { CASH_SETTINGS_ROW_ID } from './cash-settings.projection';

/** The settings in force: the defaults until an admin saves them. */
export async function findCashSettings(
  db: ReadModelDb,
): Promise<CashSettings & { updatedAt: string | null }> {
  const row = await db
    .selectFrom('cashSettings')
    .selectAll()
    .where('id', '=', CASH_SETTINGS_ROW_ID)
    .executeTakeFirst();
  return row
    ? { cajaObligatoria: row.cajaObligatoria, updatedAt: row.updatedAt }
    : { ...DEFAULT_CASH_SETTINGS, updatedAt: null };
}
