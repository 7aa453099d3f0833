import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;
beforeAll(async () => {
  // The injected requests come from 127.0.0.1, which this server takes for its proxy.
  t = await startTestServer({ trustProxy: ['127.0.0.1'] });
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
const logout = (cookie: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { cookie, host: 'lavadero.local:5310', ...headers },
  });

describe('cross-site requests', () => {
  it('a logout posted from another site is refused and the session lives on', async () => {
    const { cookie } = await t.login(ADMIN.username, ADMIN.password);
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'http://lavadero.local.evil.example' },
      // Same host, another port: another application (and another origin to the browser).
      { origin: 'http://lavadero.local:8390' },
      { origin: 'https://lavadero.local:5310' },
    ];
    for (const headers of foreign) {
      const res = await logout(cookie, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'CROSS_SITE_REQUEST',
        message: 'Solicitud rechazada: proviene de otro sitio.',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('every other write from another site is refused before it runs', async () => {
    const { cookie } = await t.login(ADMIN.username, ADMIN.password);
    const before = (await t.allEvents()).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { username: 'intruso', password: 'Secreto123', role: 'admin' },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.allEvents()).length).toBe(before);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { username: ADMIN.username, password: ADMIN.password },
    });
    expect(login.statusCode).toBe(403);
  });

  it('the own origin (behind the named proxy too), same-origin fetches and scripts pass; reads are never refused', async () => {
    const { cookie } = await t.login(ADMIN.username, ADMIN.password);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
    const sameSite = await t.login(ADMIN.username, ADMIN.password);
    expect(
      (
        await logout(sameSite.cookie, {
          origin: 'http://lavadero.local:5310',
          'sec-fetch-site': 'same-origin',
        })
      ).statusCode,
    ).toBe(200);
    expect((await me(sameSite.cookie)).statusCode).toBe(401);
    const proxied = await t.login(ADMIN.username, ADMIN.password);
    const viaProxy = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        cookie: proxied.cookie,
        host: '127.0.0.1:5000',
        'x-forwarded-host': 'caja.lavadero.com.py',
        'x-forwarded-proto': 'https',
        origin: 'https://caja.lavadero.com.py',
      },
    });
    expect(viaProxy.statusCode).toBe(200);
    // The same headers from a till that is not the proxy describe nobody's origin.
    const forged = await t.login(ADMIN.username, ADMIN.password);
    const fromTill = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      remoteAddress: '192.168.1.50',
      headers: {
        cookie: forged.cookie,
        host: '127.0.0.1:5000',
        'x-forwarded-host': 'caja.lavadero.com.py',
        'x-forwarded-proto': 'https',
        origin: 'https://caja.lavadero.com.py',
      },
    });
    expect(fromTill.statusCode).toBe(403);
    const script = await t.login(ADMIN.username, ADMIN.password);
    expect((await logout(script.cookie, {})).statusCode).toBe(200);
  });
});

describe('with the public origins configured (PUBLIC_ORIGINS)', () => {
  it('accepts writes from exactly those origins', async () => {
    const configured = await startTestServer({ publicOrigins: ['https://caja.lavadero.com.py'] });
    try {
      // The refused ones first: the last, accepted, logout ends the session.
      const { cookie } = await configured.login(ADMIN.username, ADMIN.password);
      const post = async (origin: string) =>
        (
          await configured.app.inject({
            method: 'POST',
            url: '/api/auth/logout',
            headers: { cookie, host: 'caja.lavadero.com.py', origin },
          })
        ).statusCode;
      expect(await post('http://caja.lavadero.com.py')).toBe(403);
      expect(await post('https://caja.lavadero.com.py:8443')).toBe(403);
      expect(await post('https://caja.lavadero.com.py')).toBe(200);
    } finally {
      await configured.close();
    }
  }, 90_000); // a server of its own
});
