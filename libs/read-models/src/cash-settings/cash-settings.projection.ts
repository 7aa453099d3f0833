import { CASH_SETTINGS_EVENT_TYPES, type CashSettingsEvent } from '@lavadero/domain/cash/cash-settings';
import { entityProjection } from '../entity-projection';
import type { CashSettingsRow } from './cash-settings.table';

export const CASH_SETTINGS_ROW_ID = 'cash';

/** Pure: every save carries the whole setting. */
export function evolveCashSettingsRow(
  _row: CashSettingsRow | null,
  event: CashSettingsEvent,
): CashSettingsRow {
  return { id: CASH_SETTINGS_ROW_ID, cajaObligatoria: event.data.cajaObligatoria, updatedAt: event.data.at };
}

export const cashSettingsProjection = entityProjection({
  name: 'cash_settings',
  table: 'cashSettings',
  handles: CASH_SETTINGS_EVENT_TYPES,
  idOf: () => CASH_SETTINGS_ROW_ID,
  evolve: evolveCashSettingsRow,
  creates: CASH_SETTINGS_EVENT_TYPES,
});
