import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConfigTestServer,
  companyForm,
  startConfigTestServer,
} from '../../test-support/config-test-kit';

describe.each(['pglite', 'postgres'] as const)('company configuration on %s', (database) => {
  let k: ConfigTestServer;
  beforeAll(async () => {
    k = await startConfigTestServer(database);
  }, 120_000);
  afterAll(() => k.t.close());

  it('answers the defaults and no RUC before the first save, to every role', async () => {
    for (const cookie of Object.values(k.cookies)) {
      const res = await k.call('GET', '/api/company-config', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        configured: false,
        establecimiento: '001',
        puntoExpedicion: '001',
        ciudad: 'Asunción',
        moneda: 'PYG',
      });
    }
    expect((await k.call('GET', '/api/timbrado/status', k.cookies.readonly)).json()).toEqual({
      isValid: false,
      daysLeft: null,
      error: 'Configuración de timbrado faltante',
      warning: null,
      state: 'missing',
      electronico: null,
    });
  });

  it('refuses readonly and user, and bad input, appending nothing', async () => {
    const before = await k.eventCount();
    for (const cookie of [k.cookies.readonly, k.cookies.user]) {
      expect((await k.call('PUT', '/api/company-config', cookie, companyForm)).statusCode).toBe(403);
    }
    const cases: [object, string][] = [
      [{ ruc: '' }, 'El RUC es obligatorio'],
      [{ ruc: '80021744-8' }, 'El dígito verificador del RUC no es correcto (debería ser 6)'],
      [{ timbradoHasta: '2025-12-31' }, 'La fecha de vencimiento debe ser posterior a la fecha de inicio'],
      [{ establecimiento: '1' }, 'El establecimiento debe tener exactamente 3 dígitos'],
      [{ moneda: 'EUR' }, 'La moneda debe ser PYG o USD'],
    ];
    for (const [change, message] of cases) {
      const res = await k.call('PUT', '/api/company-config', k.cookies.admin, { ...companyForm, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await k.eventCount()).toBe(before);
  });

  it('saves for the admin, shows it to everyone, and keeps the history', async () => {
    const res = await k.call('PUT', '/api/company-config', k.cookies.admin, companyForm);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ configured: true, ruc: '80028061-0', email: null, logoPath: null });
    const read = await k.call('GET', '/api/company-config', k.cookies.readonly);
    expect(read.json()).toMatchObject({ razonSocial: 'Lavadero Central S.A.', puntoExpedicion: '002' });
    expect((await k.call('GET', '/api/timbrado/status', k.cookies.user)).json()).toMatchObject({
      isValid: true,
      state: 'valid',
    });

    await k.call('PUT', '/api/company-config', k.cookies.admin, {
      ...companyForm,
      timbradoNumero: '87654321',
    });
    const history = (await k.call('GET', '/api/company-config/history')).json();
    expect(history[0]).toMatchObject({
      username: 'admin',
      changes: [{ field: 'timbradoNumero', from: '12345678', to: '87654321' }],
    });
    expect(history).toHaveLength(2);
    expect((await k.call('GET', '/api/company-config/history', k.cookies.user)).statusCode).toBe(403);
  });

  it('reports an expired stamp in calendar days', async () => {
    await k.call('PUT', '/api/company-config', k.cookies.admin, {
      ...companyForm,
      timbradoDesde: '2020-01-01',
      timbradoHasta: '2020-12-31',
    });
    const status = (await k.call('GET', '/api/timbrado/status', k.cookies.readonly)).json();
    expect(status).toMatchObject({ isValid: false, state: 'expired' });
    expect(status.daysLeft).toBeLessThan(0);
    expect(status.error).toBe(
      `Timbrado vencido hace ${-status.daysLeft} días. No se pueden emitir facturas.`,
    );
  });
});
