import { describe, expect, it } from 'vitest';
import { stampInForce } from './stamp-in-force';

const printed = { timbradoNumero: '12345678', timbradoDesde: '2026-01-01', timbradoHasta: '2026-12-31' };
const electronic = {
  emision: 'electronica',
  timbradoElectronico: '80012345',
  timbradoElectronicoDesde: '2026-11-26',
};
// Midnight in Asunción is 03:00 UTC.
const at = (iso: string) => new Date(iso);

describe('stampInForce', () => {
  it('is the printed timbrado with its window under printed emission or before DNIT is saved', () => {
    for (const emission of [null, { ...electronic, emision: 'impresa' }]) {
      expect(stampInForce(printed, emission, at('2026-11-26T12:00:00Z'))).toMatchObject({
        emision: 'impresa',
        ...printed,
        status: { isValid: true, state: 'valid', daysLeft: 35 },
      });
    }
    expect(stampInForce(null, electronic, at('2026-11-26T12:00:00Z'))).toBeNull();
  });

  it('is the electronic timbrado from its start day in Asunción, with no end', () => {
    expect(stampInForce(printed, electronic, at('2026-11-26T02:59:59Z'))).toEqual({
      emision: 'electronica',
      timbradoNumero: '80012345',
      timbradoDesde: '2026-11-26',
      timbradoHasta: null,
      status: {
        isValid: false,
        daysLeft: null,
        error: 'El timbrado electrónico entra en vigencia el 26/11/2026',
        warning: null,
        state: 'notYetValid',
      },
    });
    // Years later, and past the printed timbrado's end, it still numbers invoices.
    expect(stampInForce(printed, electronic, at('2026-11-26T03:00:00Z'))?.status.isValid).toBe(true);
    expect(stampInForce(printed, electronic, at('2031-01-01T12:00:00Z'))?.status).toMatchObject({
      isValid: true,
      state: 'valid',
      daysLeft: null,
    });
  });
});
