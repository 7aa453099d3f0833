import type { Decider } from '../shared/decider';
import {
  type CashSettings,
  type CashSettingsEvent,
  DEFAULT_CASH_SETTINGS,
  evolveCashSettings,
  type SaveCashSettings,
} from './cash-settings';

/** A save that changes nothing appends nothing: the history lists only real changes. */
export const cashSettingsDecider: Decider<CashSettings, SaveCashSettings, CashSettingsEvent> = {
  initialState: () => DEFAULT_CASH_SETTINGS,
  evolve: evolveCashSettings,
  decide: ({ data }, state) =>
    data.cajaObligatoria === state.cajaObligatoria
      ? []
      : [
          {
            type: 'CashSettingsSaved',
            data: { cajaObligatoria: data.cajaObligatoria, userId: data.userId, at: data.now },
          },
        ],
};
