import { describe, expect, it } from 'vitest';
import { ivaIncluded, splitTotal } from './iva';
import { checkRuc, rucCheckDigit } from './ruc';

describe('RUC check digit', () => {
  it.each([
    ['80028061', 0],
    ['80000190', 7],
    ['2660', 3],
    ['80021744', 6],
  ])('%s -> %i', (base, dv) => {
    expect(rucCheckDigit(base)).toBe(dv);
  });

  it('accepts valid RUCs and explains invalid ones in Spanish', () => {
    expect(checkRuc('80028061-0')).toMatchObject({ valid: true });
    expect(checkRuc('2660-3')).toMatchObject({ valid: true });
    expect(checkRuc('80021744-8')).toEqual({
      valid: false,
      reason: 'El dígito verificador del RUC no es correcto (debería ser 6)',
    });
    expect(checkRuc('abc')).toMatchObject({ valid: false, reason: expect.stringContaining('formato') });
  });
});

describe('IVA', () => {
  it('takes 10 % out of an including total', () => {
    expect(splitTotal(35_000)).toEqual({ total: 35_000, iva: 3_182, base: 31_818, rate: 10 });
  });
  it('5 % and exempt', () => {
    expect(ivaIncluded(21_000, 5)).toBe(1_000);
    expect(splitTotal(35_000, { touristRegime: true })).toEqual({
      total: 35_000,
      iva: 0,
      base: 35_000,
      rate: 0,
    });
  });
});
