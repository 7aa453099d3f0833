import { SECRET_MASK } from '@lavadero/contracts/dnit-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConfigTestServer, startConfigTestServer } from '../../test-support/config-test-kit';
import { makeP12 } from '../../test-support/p12';

const form = { endpointUrl: 'https://sifen-test.set.gov.py/de/ws', operationMode: 'testing', isActive: true };

describe.each(['pglite', 'postgres'] as const)('DNIT configuration on %s', (database) => {
  let k: ConfigTestServer;
  const p12 = makeP12({ password: 'clave-cert', subject: '/CN=Lavadero Central/O=Lavadero SA' });
  beforeAll(async () => {
    k = await startConfigTestServer(database);
  }, 120_000);
  afterAll(() => k.t.close());

  it('is for the admin only; refusals and bad input append nothing', async () => {
    const before = await k.eventCount();
    for (const cookie of [k.cookies.readonly, k.cookies.user]) {
      expect((await k.call('GET', '/api/dnit-config', cookie)).statusCode).toBe(403);
      expect((await k.call('PUT', '/api/dnit-config', cookie, { ...form, authToken: 't' })).statusCode).toBe(
        403,
      );
    }
    const badUrl = await k.call('PUT', '/api/dnit-config', k.cookies.admin, {
      ...form,
      endpointUrl: 'sifen',
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().message).toContain('Debe ser una URL válida');
    const noToken = await k.call('PUT', '/api/dnit-config', k.cookies.admin, {
      ...form,
      authToken: SECRET_MASK,
    });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().message).toBe('El token de autenticación es requerido');
    const wrong = await k.call('PUT', '/api/dnit-config', k.cookies.admin, {
      ...form,
      authToken: 'token-secreto-1',
      certificateData: p12,
      certificatePassword: 'otra',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('La contraseña del certificado es incorrecta');
    expect(await k.eventCount()).toBe(before);
    expect((await k.call('GET', '/api/dnit-config')).json()).toMatchObject({
      configured: false,
      hasAuthToken: false,
    });
  });

  it('stores the secrets sealed and answers only flags', async () => {
    const res = await k.call('PUT', '/api/dnit-config', k.cookies.admin, {
      ...form,
      authToken: 'token-secreto-1',
      certificateData: p12,
      certificatePassword: 'clave-cert',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      configured: true,
      hasAuthToken: true,
      hasCertificate: true,
      hasCertificatePassword: true,
      certificateSubject: 'CN=Lavadero Central, O=Lavadero SA',
      certificateExpiresAt: expect.any(String),
    });
    const masked = await k.call('PUT', '/api/dnit-config', k.cookies.admin, {
      ...form,
      operationMode: 'production',
      authToken: SECRET_MASK,
      certificatePassword: SECRET_MASK,
    });
    expect(masked.json()).toMatchObject({ operationMode: 'production', hasAuthToken: true });
    const everything = JSON.stringify([
      (await k.t.allEvents()).map((e) => e.data),
      (await k.call('GET', '/api/dnit-config')).json(),
    ]);
    for (const secret of ['token-secreto-1', 'clave-cert', p12.slice(0, 40)])
      expect(everything).not.toContain(secret);
    const history = (await k.call('GET', '/api/dnit-config/history')).json();
    expect(history[0].changes).toEqual([{ field: 'operationMode', from: 'testing', to: 'production' }]);
    expect(history[1].changes).toContainEqual({ field: 'authToken', from: null, to: null });
  });
});
