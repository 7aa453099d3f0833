import { describe, expect, it } from 'vitest';
import { usagePeriodAt } from './paraguay-period';

const at = (iso: string) => usagePeriodAt(new Date(iso));

describe('usage period on the Paraguayan calendar', () => {
  it('is the month of the instant when UTC and Asunción agree', () => {
    expect(at('2026-05-15T12:00:00.000Z')).toBe('2026-05');
  });

  it('stays in the old month for the first three hours of a UTC month (Asunción is UTC-3)', () => {
    expect(at('2026-06-01T00:00:00.000Z')).toBe('2026-05');
    expect(at('2026-06-01T02:59:59.999Z')).toBe('2026-05');
    expect(at('2026-06-01T03:00:00.000Z')).toBe('2026-06');
  });

  it('turns the year at midnight in Asunción, not in UTC', () => {
    expect(at('2027-01-01T02:30:00.000Z')).toBe('2026-12');
    expect(at('2027-01-01T03:00:00.000Z')).toBe('2027-01');
  });

  it('is the same offset in the southern summer: no daylight saving time any more', () => {
    expect(at('2026-11-01T02:59:59.999Z')).toBe('2026-10');
    expect(at('2026-11-01T03:00:00.000Z')).toBe('2026-11');
  });

  it('knows the last day of February, also in leap years', () => {
    expect(at('2028-03-01T02:00:00.000Z')).toBe('2028-02');
    expect(at('2028-02-29T23:00:00.000Z')).toBe('2028-02');
  });
});
