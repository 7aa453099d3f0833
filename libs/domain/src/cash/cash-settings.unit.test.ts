import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import type { CashSettingsSaved, SaveCashSettings } from './cash-settings';
import { cashSettingsDecider } from './cash-settings-decide';
import { requireOpenCajaToSell } from './open-caja-rule';

const spec = deciderSpec(cashSettingsDecider);
const now = '2026-11-26T12:00:00.000Z';
const save = (cajaObligatoria: boolean): SaveCashSettings => ({
  type: 'SaveCashSettings',
  data: { cajaObligatoria, userId: 'admin-1', now },
});
const saved = (cajaObligatoria: boolean): CashSettingsSaved => ({
  type: 'CashSettingsSaved',
  data: { cajaObligatoria, userId: 'admin-1', at: now },
});

describe('cash settings decider', () => {
  it('turns the open-caja requirement on, and off again', () => {
    spec
      .given([])
      .when(save(true))
      .then([saved(true)]);
    spec
      .given([saved(true)])
      .when(save(false))
      .then([saved(false)]);
  });

  it('appends nothing when the save changes nothing (off by default)', () => {
    spec.given([]).when(save(false)).then([]);
    spec
      .given([saved(true)])
      .when(save(true))
      .then([]);
  });
});

describe('selling with the open-caja requirement', () => {
  it('refuses a seller without an open caja when the setting is on, in Spanish', () => {
    expect(() => requireOpenCajaToSell({ required: true, open: false })).toThrow(/caja abierta/);
    try {
      requireOpenCajaToSell({ required: true, open: false });
    } catch (error) {
      expect(error).toMatchObject({ code: 'CASH_SESSION_REQUIRED', kind: 'illegal_state' });
    }
  });

  it('lets a seller with an open caja sell, and anyone sell when the setting is off', () => {
    expect(() => requireOpenCajaToSell({ required: true, open: true })).not.toThrow();
    expect(() => requireOpenCajaToSell({ required: false })).not.toThrow();
  });
});
