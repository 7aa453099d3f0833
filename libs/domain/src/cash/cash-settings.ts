import type { Message } from '../shared/decider';

/** The caja's settings, one stream for the business: whether selling needs an open caja. */
export interface CashSettings {
  readonly cajaObligatoria: boolean;
}

/** Before the first save: selling needs no caja, as before cajas existed. */
export const DEFAULT_CASH_SETTINGS: CashSettings = { cajaObligatoria: false };

export type CashSettingsSaved = Message<
  'CashSettingsSaved',
  CashSettings & { readonly userId: string | null; readonly at: string }
>;
export type CashSettingsEvent = CashSettingsSaved;
export const CASH_SETTINGS_EVENT_TYPES: readonly CashSettingsEvent['type'][] = ['CashSettingsSaved'];

export type SaveCashSettings = Message<
  'SaveCashSettings',
  CashSettings & { readonly userId: string | null; readonly now: string }
>;

export const CASH_SETTINGS_STREAM_ID = 'cash-settings';

export function evolveCashSettings(_state: CashSettings, event: CashSettingsEvent): CashSettings {
  return { cajaObligatoria: event.data.cajaObligatoria };
}
