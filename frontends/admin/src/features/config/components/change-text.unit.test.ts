import { describe, expect, it } from 'vitest';
import { changeText } from './change-text';

describe('changeText', () => {
  it('writes days as DD/MM/AAAA, not as stored (ISO)', () => {
    expect(changeText({ field: 'timbradoHasta', from: '2026-12-31', to: '2027-06-30' })).toBe(
      '31/12/2026 → 30/06/2027',
    );
  });

  it('tells what happened to the logo, never its internal path', () => {
    const path = '/api/company-config/logo/3f5a9c.png';
    expect(changeText({ field: 'logoPath', from: null, to: path })).toBe('cargado');
    expect(changeText({ field: 'logoPath', from: path, to: '/api/company-config/logo/77b.png' })).toBe(
      'reemplazado',
    );
    expect(changeText({ field: 'logoPath', from: path, to: null })).toBe('quitado');
  });

  it('keeps other values, marks empty ones, and names secrets without values', () => {
    expect(changeText({ field: 'razonSocial', from: null, to: 'Lavadero Sol S.A.' })).toBe(
      '— → Lavadero Sol S.A.',
    );
    expect(changeText({ field: 'isActive', from: 'false', to: 'true' })).toBe('No → Sí');
    expect(changeText({ field: 'authToken', from: null, to: null })).toBe('modificado');
  });
});
