import { describe, expect, it } from 'vitest';
import { inutilizationRanges } from './inutilization-ranges';

const n = (secuencia: number, puntoExpedicion = '001') => ({
  saleId: `s-${puntoExpedicion}-${secuencia}`,
  timbrado: '12345678',
  establecimiento: '001',
  puntoExpedicion,
  secuencia,
  withdrawnMonth: '2026-11',
});
const spans = (numbers: ReturnType<typeof n>[]) =>
  inutilizationRanges(numbers).map((r) => [r.puntoExpedicion, r.first, r.last, r.saleIds.length]);

describe('inutilización ranges', () => {
  it('joins contiguous numbers of one series, in order, and keeps series apart', () => {
    expect(spans([n(6), n(4), n(9), n(5), n(5, '002'), n(6, '002')])).toEqual([
      ['001', 4, 6, 3],
      ['001', 9, 9, 1],
      ['002', 5, 6, 2],
    ]);
  });

  it('cuts a run at 1000 numbers and counts a repeated number once', () => {
    const run = Array.from({ length: 2001 }, (_, i) => n(i + 1));
    expect(spans([...run, n(3)])).toEqual([
      ['001', 1, 1000, 1000],
      ['001', 1001, 2000, 1000],
      ['001', 2001, 2001, 1],
    ]);
  });
});
