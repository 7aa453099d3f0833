import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultFixtures } from '../fixtures';
import { SIFEN_DIR } from '../sifen-files';
import { SimulatorStore } from '../store';
import { parseXml, path } from '../xml';
import { cdcCheckDigit, cdcMatchesFields } from './cdc';
import { datesInRange } from './dates';
import { type CheckContext, type DocumentCheck, documentUnderCheck } from './document';
import { rucCheckDigits, taxpayersKnown } from './taxpayers';
import { timbradoInForce } from './timbrado';
import { totalsAddUp } from './totals';

/** The sample factura: issued 2026-01-15T10:30:00 in Asunción, 55 000 at 10 %, RUC 80123456-5. */
const sample = readFileSync(join(SIFEN_DIR, 'samples', 'de-unsigned.xml'), 'utf8');
const ctx: CheckContext = {
  now: new Date('2026-01-15T14:00:00Z'), // 11:00 in Asunción
  fixtures: defaultFixtures(),
  store: new SimulatorStore(),
  qrBaseUrl: 'https://ekuatia.set.gov.py/consultas-test/qr',
};

function run(check: DocumentCheck, edit: (xml: string) => string = (xml) => xml, at = ctx) {
  const rde = parseXml(edit(sample));
  const outcome = check(documentUnderCheck(rde, path(rde, 'DE')!, ''), at);
  if (!outcome) return 'ok';
  return 'reject' in outcome ? outcome.reject.code : `obs ${outcome.observe.code}`;
}

const swap = (from: string, to: string) => (xml: string) => xml.replace(from, to);

describe('the sample passes every content check', () => {
  it.each([
    cdcCheckDigit,
    cdcMatchesFields,
    rucCheckDigits,
    taxpayersKnown,
    timbradoInForce,
    datesInRange,
    totalsAddUp,
  ])('%o', (check) => {
    expect(run(check)).toBe('ok');
  });
});

describe('RUC checks', () => {
  it('refuses a wrong issuer (1253) or receiver (1309) check digit', () => {
    expect(run(rucCheckDigits, swap('<dDVEmi>5<', '<dDVEmi>4<'))).toBe('1253');
    expect(run(rucCheckDigits, swap('<dDVRec>0<', '<dDVRec>1<'))).toBe('1309');
  });

  it('refuses an issuer unknown (1250), not enabled (1251) or not active (1252), a receiver unknown (1306)', () => {
    expect(run(taxpayersKnown, swap('<dRucEm>80123456<', '<dRucEm>80000005<'))).toBe('1250');
    expect(run(taxpayersKnown, swap('<dRucEm>80123456<', '<dRucEm>80028061<'))).toBe('1251');
    const suspended = {
      ...ctx,
      fixtures: { ...ctx.fixtures, rucs: [{ ...ctx.fixtures.rucs[0]!, estado: 'SUS' as const }] },
    };
    expect(run(taxpayersKnown, undefined, suspended)).toBe('1252');
    expect(run(taxpayersKnown, swap('<dRucRec>80028061<', '<dRucRec>80000005<'))).toBe('1306');
  });
});

describe('timbrado', () => {
  it('refuses a start date other than the timbrado (1103), an unknown est (1105) or punto (1106)', () => {
    expect(run(timbradoInForce, swap('<dFeIniT>2026-01-01<', '<dFeIniT>2026-01-02<'))).toBe('1103');
    expect(run(timbradoInForce, swap('<dEst>001<', '<dEst>003<'))).toBe('1105');
    expect(run(timbradoInForce, swap('<dPunExp>002<', '<dPunExp>004<'))).toBe('1106');
  });
});

describe('dates, as Asunción wall-clock times', () => {
  it('takes dFecFirma at 10:30:05 Asunción (13:30:05 UTC) as past at 13:31 UTC, future at 13:30 UTC', () => {
    expect(run(datesInRange, undefined, { ...ctx, now: new Date('2026-01-15T13:31:00Z') })).toBe('ok');
    expect(run(datesInRange, undefined, { ...ctx, now: new Date('2026-01-15T13:30:00Z') })).toBe('1004');
  });

  it('observes 1005 past 72 h after signing, refuses 1150 past 720 h after emission and 1151 beyond 120 h ahead', () => {
    expect(run(datesInRange, undefined, { ...ctx, now: new Date('2026-01-18T14:00:00Z') })).toBe('obs 1005');
    expect(run(datesInRange, undefined, { ...ctx, now: new Date('2026-02-15T14:00:00Z') })).toBe('1150');
    expect(run(datesInRange, swap('<dFeEmiDE>2026-01-15T10:30:00<', '<dFeEmiDE>2026-01-21T10:30:00<'))).toBe(
      '1151',
    );
  });
});

describe('totals', () => {
  it.each([
    ['dSubExe', '<dSubExe>0<', '<dSubExe>1<', '2359'],
    ['dSub10', '<dSub10>55000<', '<dSub10>55001<', '2362'],
    ['dTotOpe', '<dTotOpe>55000<', '<dTotOpe>50000<', '2363'],
    ['dTotGralOpe', '<dTotGralOpe>55000<', '<dTotGralOpe>55050<', '2369'],
    ['dIVA10', '<dIVA10>5000<', '<dIVA10>4999<', '2371'],
    ['dTotIVA', '<dTotIVA>5000<', '<dTotIVA>5001<', '2374'],
    ['dBaseGrav10', '<dBaseGrav10>50000<', '<dBaseGrav10>50001<', '2376'],
    ['dTBasGraIVA', '<dTBasGraIVA>50000<', '<dTBasGraIVA>49999<', '2377'],
  ])('refuses a wrong %s', (_, from, to, code) => {
    expect(run(totalsAddUp, swap(from, to))).toBe(code);
  });

  it('recomputes an item at 5 % into dSub5 with IVA round(total / 21)', () => {
    const atFive = (xml: string) =>
      xml
        .replace(/<dTasaIVA>10</g, '<dTasaIVA>5<')
        .replace('<dSub5>0<', '<dSub5>55000<')
        .replace('<dSub10>55000<', '<dSub10>0<')
        .replace('<dIVA5>0<', '<dIVA5>2619<')
        .replace('<dIVA10>5000<', '<dIVA10>0<')
        .replace('<dTotIVA>5000<', '<dTotIVA>2619<')
        .replace('<dBaseGrav5>0<', '<dBaseGrav5>52381<')
        .replace('<dBaseGrav10>50000<', '<dBaseGrav10>0<')
        .replace('<dTBasGraIVA>50000<', '<dTBasGraIVA>52381<');
    expect(run(totalsAddUp, atFive)).toBe('ok');
    expect(run(totalsAddUp, (xml) => atFive(xml).replace('<dIVA5>2619<', '<dIVA5>5000<'))).toBe('2370');
  });
});
