import { describe, expect, it } from 'vitest';
import { userStatus } from './user-status';

const now = new Date('2025-06-01T12:00:00Z');
const base = { isActive: true, isBlocked: false, expirationDate: null };

describe('userStatus', () => {
  it('is active by default', () => {
    expect(userStatus(base, now).label).toBe('Activo');
    expect(userStatus({ ...base, expirationDate: '2025-12-31T00:00:00Z' }, now).label).toBe('Activo');
  });

  it('shows the most restrictive reason', () => {
    expect(userStatus({ ...base, isBlocked: true, isActive: false }, now).label).toBe('Bloqueado');
    expect(userStatus({ ...base, isActive: false, expirationDate: '2020-01-01T00:00:00Z' }, now).label).toBe(
      'Inactivo',
    );
    expect(userStatus({ ...base, expirationDate: '2025-05-31T00:00:00Z' }, now).label).toBe('Expirado');
  });
});
