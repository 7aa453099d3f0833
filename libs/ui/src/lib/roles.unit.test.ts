import { describe, expect, it } from 'vitest';
import { roleLabel } from './roles';

describe('roleLabel', () => {
  it('names the three roles in Spanish', () => {
    expect(roleLabel('admin')).toBe('Administrador');
    expect(roleLabel('user')).toBe('Usuario');
    expect(roleLabel('readonly')).toBe('Solo Lectura');
  });

  it("falls back to 'Usuario'", () => {
    expect(roleLabel(undefined)).toBe('Usuario');
    expect(roleLabel('')).toBe('Usuario');
    expect(roleLabel('superuser')).toBe('Usuario');
    expect(roleLabel('toString')).toBe('Usuario');
  });
});
