import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('uses the singular for exactly one, the plural otherwise', () => {
    expect(countOf(1, 'usuario', 'usuarios')).toBe('1 usuario');
    expect(countOf(0, 'usuario', 'usuarios')).toBe('0 usuarios');
    expect(countOf(2, 'servicio seleccionado', 'servicios seleccionados')).toBe('2 servicios seleccionados');
  });

  it('groups thousands the Paraguayan way', () => {
    expect(countOf(10000, 'cliente', 'clientes')).toBe('10.000 clientes');
  });
});
