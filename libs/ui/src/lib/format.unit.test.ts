import { describe, expect, it } from 'vitest';
import { formatAsuncionInstant, formatDate, formatDateTime, formatGuaranies } from './format';

describe('formatGuaranies', () => {
  it('prefixes Gs. and groups thousands with dots (es-PY)', () => {
    expect(formatGuaranies(1234567)).toBe('Gs. 1.234.567');
    expect(formatGuaranies(5000)).toBe('Gs. 5.000');
    expect(formatGuaranies(0)).toBe('Gs. 0');
  });

  it('rounds to whole guaraníes', () => {
    expect(formatGuaranies(1500.5)).toBe('Gs. 1.501');
    expect(formatGuaranies(1500.49)).toBe('Gs. 1.500');
    expect(formatGuaranies(-0.4)).toBe('Gs. 0');
  });

  it('reads numeric strings, as totals may arrive from the server', () => {
    expect(formatGuaranies('150000')).toBe('Gs. 150.000');
  });

  it("shows 'Gs. 0' for a missing or unreadable amount", () => {
    expect(formatGuaranies(null)).toBe('Gs. 0');
    expect(formatGuaranies(undefined)).toBe('Gs. 0');
    expect(formatGuaranies(Number.NaN)).toBe('Gs. 0');
    expect(formatGuaranies('')).toBe('Gs. 0');
    expect(formatGuaranies('abc')).toBe('Gs. 0');
  });
});

describe('formatDate / formatDateTime', () => {
  // Built from local parts so the expectation holds in any time zone.
  const date = new Date(2025, 0, 5, 14, 30);

  it('formats dates in es-PY (day first)', () => {
    expect(formatDate(date)).toBe('05/01/2025');
    expect(formatDate(date.getTime())).toBe('05/01/2025');
    expect(formatDate(date.toISOString())).toBe('05/01/2025');
  });

  it('formats date and time with a 24-hour clock', () => {
    expect(formatDateTime(date)).toBe('05/01/2025, 14:30');
  });

  it("shows '-' for an invalid or missing date", () => {
    for (const value of ['not a date', '', null, undefined, Number.NaN, new Date('x')]) {
      expect(formatDate(value)).toBe('-');
      expect(formatDateTime(value)).toBe('-');
    }
  });
});

describe('formatAsuncionInstant', () => {
  it("shows an instant in Asunción's time to the second, whatever the machine's zone", () => {
    // Paraguay is UTC-3 all year since 2024.
    expect(formatAsuncionInstant('2026-11-21T13:05:09.000Z')).toBe('21/11/2026 10:05:09');
    expect(formatAsuncionInstant('2026-01-01T02:00:00.000Z')).toBe('31/12/2025 23:00:00');
    expect(formatAsuncionInstant('no es fecha')).toBe('-');
  });
});
