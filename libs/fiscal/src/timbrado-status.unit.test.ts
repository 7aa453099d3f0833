import { describe, expect, it } from 'vitest';
import { asuncionToday, calendarDaysBetween } from './asuncion-day';
import { timbradoStatus } from './timbrado-status';

const stamp = { timbradoDesde: '2026-01-01', timbradoHasta: '2026-03-31' };
// Paraguay keeps UTC-3 all year (since October 2024): midnight in Asunción is 03:00 UTC.
const at = (iso: string) => new Date(iso);

describe('calendar days in Asunción', () => {
  it('changes the day at midnight in Asunción, not at midnight UTC', () => {
    expect(asuncionToday(at('2026-03-31T02:59:59Z'))).toBe('2026-03-30');
    expect(asuncionToday(at('2026-03-31T03:00:00Z'))).toBe('2026-03-31');
    expect(asuncionToday(at('2026-07-15T03:30:00Z'))).toBe('2026-07-15');
  });

  it('counts calendar days across months and leap days', () => {
    expect(calendarDaysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(calendarDaysBetween('2026-03-31', '2026-03-30')).toBe(-1);
  });
});

describe('timbradoStatus', () => {
  it('is missing without a configuration', () => {
    expect(timbradoStatus(null, at('2026-02-01T12:00:00Z'))).toEqual({
      isValid: false,
      daysLeft: null,
      error: 'Configuración de timbrado faltante',
      warning: null,
      state: 'missing',
    });
  });

  it('is valid and quiet more than 30 days before the end', () => {
    expect(timbradoStatus(stamp, at('2026-02-28T12:00:00Z'))).toMatchObject({
      isValid: true,
      daysLeft: 31,
      state: 'valid',
      warning: null,
    });
  });

  it('warns from 30 days left, still valid', () => {
    expect(timbradoStatus(stamp, at('2026-03-01T12:00:00Z'))).toMatchObject({
      isValid: true,
      daysLeft: 30,
      state: 'warning',
      warning: 'Timbrado vence en 30 días. Se recomienda renovar pronto.',
    });
  });

  it('keeps the whole last day valid in Asunción, even after midnight UTC', () => {
    // 23:30 on 31 March in Asunción is already 1 April in UTC.
    expect(timbradoStatus(stamp, at('2026-04-01T02:30:00Z'))).toMatchObject({
      isValid: true,
      daysLeft: 0,
      error: null,
    });
  });

  it('expires at midnight in Asunción', () => {
    expect(timbradoStatus(stamp, at('2026-04-01T03:00:00Z'))).toMatchObject({
      isValid: false,
      daysLeft: -1,
      state: 'expired',
      error: 'Timbrado vencido hace 1 día. No se pueden emitir facturas.',
    });
    expect(timbradoStatus(stamp, at('2026-04-11T12:00:00Z')).error).toBe(
      'Timbrado vencido hace 11 días. No se pueden emitir facturas.',
    );
  });

  it('is not valid before its first day in Asunción', () => {
    const early = timbradoStatus(stamp, at('2026-01-01T02:59:00Z'));
    expect(early).toMatchObject({
      isValid: false,
      state: 'notYetValid',
      error: 'El timbrado entra en vigencia el 01/01/2026',
    });
    expect(timbradoStatus(stamp, at('2026-01-01T03:00:00Z')).isValid).toBe(true);
  });
});
