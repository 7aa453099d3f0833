import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ loginAttemptsPerMinute: 5 });
});
afterAll(() => t.close());

const login = (remoteAddress: string, username: string, password: string, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers,
    payload: { username, password },
  });

describe('per-client limit on the login', () => {
  it('a flood of bogus logins from one address gets 429 with Retry-After; other clients still sign in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await login('203.0.113.7', `nadie${i}`, 'x')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);

    const refused = await login('203.0.113.7', ADMIN.username, ADMIN.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Demasiados intentos desde esta conexión. Espere un momento e intente nuevamente.',
    });
    expect((await login('198.51.100.20', ADMIN.username, ADMIN.password)).statusCode).toBe(200);
  });

  it('a forged X-Forwarded-For from a public address does not dodge the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const forged = { 'x-forwarded-for': `10.0.0.${i}` };
      statuses.push((await login('203.0.113.99', 'nadie', 'x', forged)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('a till on the LAN forging X-Forwarded-For does not dodge the limit (no proxy is trusted by default)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const forged = { 'x-forwarded-for': `192.168.1.${100 + i}` };
      statuses.push((await login('192.168.1.23', 'nadie', 'x', forged)).statusCode);
    }
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect((await login('192.168.1.24', ADMIN.username, ADMIN.password)).statusCode).toBe(200);
  });

  it('an unknown username and a wrong password answer the same', async () => {
    const unknown = await login('198.51.100.30', 'nadie', 'Incorrecta1');
    const wrong = await login('198.51.100.31', ADMIN.username, 'Incorrecta1');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });
});
