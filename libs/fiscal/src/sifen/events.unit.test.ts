import { describe, expect, it } from 'vitest';
import { SifenInputError } from './errors';
import { buildCancellation, buildInutilization } from './events';

const inutilization = {
  timbrado: '12345678',
  establecimiento: '001',
  punto: '002',
  from: 2,
  to: 3,
  documentType: 1,
  reason: 'Números reservados no utilizados',
  signedAt: '2026-11-25T12:00:00Z',
  eventId: 1,
} as const;

describe('events', () => {
  it('a cancellation names the CDC and the reason, signed at Asunción time', () => {
    const xml = buildCancellation({
      cdc: '01801234565001002000000122026011511234567897',
      reason: '  Error en los datos del cliente ',
      signedAt: '2026-11-25T12:00:00Z',
      eventId: 12,
    });
    expect(xml).toContain(
      '<gGroupGesEve xmlns="http://ekuatia.set.gov.py/sifen/xsd"><rGesEve><rEve Id="12"><dFecFirma>2026-11-25T09:00:00</dFecFirma><dVerFor>150</dVerFor><gGroupTiEvt><rGeVeCan><Id>01801234565001002000000122026011511234567897</Id><mOtEve>Error en los datos del cliente</mOtEve></rGeVeCan></gGroupTiEvt></rEve></rGesEve></gGroupGesEve>',
    );
  });

  it('refuses a CDC whose digit is wrong and reasons outside 5 to 500 characters', () => {
    const cancel = { reason: 'Motivo válido', signedAt: '2026-11-25T12:00:00Z', eventId: 1 };
    expect(() =>
      buildCancellation({ ...cancel, cdc: '01801234565001002000000122026011511234567890' }),
    ).toThrow(SifenInputError);
    expect(() => buildInutilization({ ...inutilization, reason: 'no' })).toThrow(/entre 5 y 500/);
    expect(() => buildInutilization({ ...inutilization, reason: 'x'.repeat(501) })).toThrow(/entre 5 y 500/);
  });

  it('an inutilización covers at most 1000 numbers, from ≤ to', () => {
    expect(buildInutilization({ ...inutilization, from: 1, to: 1000 })).toContain(
      '<rGeVeInu><dNumTim>12345678</dNumTim><dEst>001</dEst><dPunExp>002</dPunExp><dNumIn>0000001</dNumIn><dNumFin>0001000</dNumFin><iTiDE>1</iTiDE>',
    );
    expect(() => buildInutilization({ ...inutilization, from: 1, to: 1001 })).toThrow(/más de 1000/);
    expect(() => buildInutilization({ ...inutilization, from: 5, to: 4 })).toThrow(SifenInputError);
    expect(() => buildInutilization({ ...inutilization, eventId: 0 })).toThrow(SifenInputError);
  });
});
