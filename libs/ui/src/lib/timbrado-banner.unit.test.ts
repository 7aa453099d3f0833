import { describe, expect, it } from 'vitest';
import { timbradoBannerMessage, timbradoBannerState, timbradoBannerTitle } from './timbrado-banner';

const status = (isValid: boolean, daysLeft: number | null, error: string | null = null) => ({
  isValid,
  daysLeft,
  error,
});

describe('timbradoBannerState', () => {
  it('is missing without a configuration, a status or a stamp', () => {
    expect(timbradoBannerState(false, status(true, 90))).toBe('missing');
    expect(timbradoBannerState(true, undefined)).toBe('missing');
    expect(timbradoBannerState(true, status(false, null, 'Configuración de timbrado faltante'))).toBe(
      'missing',
    );
  });

  it('warns from 30 days down to the last valid day, and is valid above 30', () => {
    expect(timbradoBannerState(true, status(true, 31))).toBe('valid');
    expect(timbradoBannerState(true, status(true, 30))).toBe('warning');
    expect(timbradoBannerState(true, status(true, 0))).toBe('warning');
  });

  it('is expired whenever the server says it is not valid (past, or not yet in force)', () => {
    expect(timbradoBannerState(true, status(false, -1))).toBe('expired');
    expect(timbradoBannerState(true, status(false, 200, 'El timbrado entra en vigencia el 01/01/2030'))).toBe(
      'expired',
    );
  });
});

describe('timbradoBannerMessage', () => {
  it('says the days left, the server error or the fallback', () => {
    expect(timbradoBannerMessage('warning', status(true, 12))).toBe('Timbrado vence en 12 días');
    expect(timbradoBannerMessage('warning', status(true, 1))).toBe('Timbrado vence en 1 día');
    expect(timbradoBannerMessage('valid', status(true, 90))).toBe('Timbrado válido por 90 días más');
    expect(timbradoBannerMessage('missing', undefined)).toBe('Configuración de timbrado faltante');
    expect(
      timbradoBannerMessage(
        'expired',
        status(false, -3, 'Timbrado vencido hace 3 días. No se pueden emitir facturas.'),
      ),
    ).toBe('Timbrado vencido hace 3 días. No se pueden emitir facturas.');
    expect(timbradoBannerMessage('expired', status(false, -3))).toBe('Timbrado vencido');
  });
});

describe('under the electronic timbrado', () => {
  const electronico = { timbradoNumero: '80012345', timbradoDesde: '2026-11-01' };
  it('is valid with no days left, and names the timbrado and its start day', () => {
    const inForce = { isValid: true, daysLeft: null, error: null, electronico };
    expect(timbradoBannerState(true, inForce)).toBe('valid');
    expect(timbradoBannerMessage('valid', inForce)).toBe(
      'Timbrado electrónico N.º 80012345 vigente desde 01/11/2026',
    );
  });

  it("blocks invoicing before its start day, with the server's reason", () => {
    const error = 'El timbrado electrónico entra en vigencia el 01/11/2026';
    const early = { isValid: false, daysLeft: null, error, electronico };
    expect(timbradoBannerState(true, early)).toBe('expired');
    expect(timbradoBannerMessage('expired', early)).toBe(error);
    expect(timbradoBannerTitle('expired', early)).toContain('El timbrado electrónico aún no está vigente');
    expect(timbradoBannerTitle('expired', { ...early, electronico: null })).toContain('VENCIDO');
  });
});
