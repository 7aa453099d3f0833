import { describe, expect, it } from 'vitest';
import { hoursSinceIssue, isWithinEditWindow, saleEditPermission } from './edit-window';

const issuedAt = '2026-11-21T13:00:00.000Z';
const after = (ms: number) => new Date(Date.parse(issuedAt) + ms).toISOString();
const HOUR = 3_600_000;

describe('the 24 h edit window', () => {
  it('is open until just before 24 h and closed from exactly 24 h on', () => {
    expect(isWithinEditWindow(issuedAt, after(0))).toBe(true);
    expect(isWithinEditWindow(issuedAt, after(24 * HOUR - 1))).toBe(true);
    expect(isWithinEditWindow(issuedAt, after(24 * HOUR))).toBe(false);
    expect(isWithinEditWindow(issuedAt, new Date(Date.parse(issuedAt) + 25 * HOUR))).toBe(false);
  });

  it('counts whole hours, never negative', () => {
    expect(hoursSinceIssue(issuedAt, after(24 * HOUR - 1))).toBe(23);
    expect(hoursSinceIssue(issuedAt, after(30 * HOUR + 59 * 60_000))).toBe(30);
    expect(hoursSinceIssue(issuedAt, after(-HOUR))).toBe(0);
  });
});

describe('saleEditPermission', () => {
  const createdAt = '2026-11-21T13:00:00.000Z';
  const at = (hours: number) => new Date(Date.parse(createdAt) + hours * 3_600_000);

  it('lets an admin edit within 24 h, and says why not afterwards', () => {
    expect(saleEditPermission({ createdAt, anulada: false, importada: false }, 'admin', at(23.99))).toEqual({
      allowed: true,
      reason: null,
    });
    expect(saleEditPermission({ createdAt, anulada: false, importada: false }, 'admin', at(24))).toEqual({
      allowed: false,
      reason: 'Factura creada hace 24h (máximo 24h para modificaciones)',
    });
  });

  it('never for other roles, nor for a voided sale', () => {
    expect(saleEditPermission({ createdAt, anulada: false, importada: false }, 'user', at(1))).toEqual({
      allowed: false,
      reason: 'Solo administradores pueden modificar facturas',
    });
    expect(saleEditPermission({ createdAt, anulada: true, importada: false }, 'admin', at(1)).allowed).toBe(
      false,
    );
  });

  it('never for a sale imported from a backup, and says so', () => {
    expect(saleEditPermission({ createdAt, anulada: false, importada: true }, 'admin', at(1))).toEqual({
      allowed: false,
      reason: 'Importada de un respaldo: no se modifica ni se anula aquí',
    });
  });
});
