import { FREE_FAILED_LOGINS } from '@lavadero/domain/users/login-throttle';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../../test-support/test-server';

const setCookies = (res: LightMyRequestResponse) => [res.headers['set-cookie'] ?? []].flat();

let t: TestServer;
let adminCookie: string;

beforeAll(async () => {
  // The test's requests come from 127.0.0.1, the proxy the operator named.
  t = await startTestServer({ trustProxy: ['127.0.0.1'] });
  adminCookie = (await t.login(ADMIN.username, ADMIN.password)).cookie;
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('signs in the bootstrapped admin and answers the user', async () => {
    const { res, cookie } = await t.login(ADMIN.username, ADMIN.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { username: 'admin', role: 'admin', fullName: 'Administrador' },
    });
    // The session's cookie and the device's (login-throttle.int.test.ts).
    expect(setCookies(res)).toHaveLength(2);
    for (const set of setCookies(res)) {
      expect(set).toMatch(/HttpOnly/);
      expect(set).toMatch(/SameSite=Lax/);
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ user: { username: 'admin' } });
  });

  it('marks the cookie Secure when the request came over HTTPS through the named proxy', async () => {
    const viaProxy = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: ADMIN.username, password: ADMIN.password },
      });
    for (const set of setCookies(await viaProxy('127.0.0.1'))) expect(set).toMatch(/; Secure/);
    // A till on the LAN saying so is not a proxy: its header is not believed.
    for (const set of setCookies(await viaProxy('192.168.1.50'))) expect(set).not.toMatch(/; Secure/);
    for (const set of setCookies((await t.login(ADMIN.username, ADMIN.password)).res)) {
      expect(set).not.toMatch(/; Secure/);
    }
  });

  it('accepts the username in any case', async () => {
    expect((await t.login('ADMIN', ADMIN.password)).res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same Spanish message', async () => {
    for (const [u, p] of [
      ['admin', 'incorrecta'],
      ['nadie', 'incorrecta'],
    ] as const) {
      const { res } = await t.login(u, p);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Usuario o contraseña incorrectos',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers bad bodies with 400 in Spanish and appends nothing', async () => {
    const before = (await t.allEvents()).length;
    const cases = [
      { payload: {}, message: 'El nombre de usuario es requerido' },
      { payload: { username: 'admin' }, message: 'La contraseña es requerida' },
      { payload: { username: '', password: '' }, message: 'El nombre de usuario es requerido' },
      { payload: { username: 42, password: ['x'] }, message: 'El nombre de usuario es requerido' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: c.payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: c.message });
    }
    const raw = [
      { body: '{"username": ', type: 'application/json', status: 400 },
      { body: '', type: 'application/json', status: 400 },
      { body: 'username=admin', type: 'text/plain', status: 400 },
      { body: 'username=admin', type: 'application/x-www-form-urlencoded', status: 415 },
    ];
    for (const r of raw) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': r.type },
        body: r.body,
      });
      expect(res.statusCode).toBe(r.status);
      expect(res.json().message).toMatch(/[áéíóúñ]|solicitud|contenido/i);
    }
    const noBody = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(noBody.statusCode).toBe(400);
    expect((await t.allEvents()).length).toBe(before);
  });
});

describe('throttling instead of lock-out', () => {
  it('after a few wrong passwords answers 429 with Retry-After, even to the right one, and never blocks', async () => {
    const user = await t.createUser(adminCookie, 'carla', 'user');
    for (let i = 1; i <= FREE_FAILED_LOGINS + 1; i++) {
      const { res } = await t.login('carla', 'mala');
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    }
    for (const password of ['mala', 'Secreto123']) {
      const { res } = await t.login('carla', password);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(30);
      expect(res.json()).toMatchObject({
        code: 'LOGIN_THROTTLED',
        message: expect.stringMatching(
          /^Demasiados intentos fallidos\. Intente nuevamente en \d+ segundos\.$/,
        ),
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // Another account, the admin's included, keeps signing in.
    expect((await t.login(ADMIN.username, ADMIN.password)).res.statusCode).toBe(200);

    const list = await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: adminCookie } });
    expect(list.json().find((u: { id: string }) => u.id === user.id)).toMatchObject({
      isBlocked: false,
      failedLoginAttempts: FREE_FAILED_LOGINS + 1,
    });
    expect((await t.allEvents()).some((e) => e.type === 'UserBlocked')).toBe(false);

    // An admin lets the person in at once.
    const lift = (cookie: string) =>
      t.app.inject({ method: 'POST', url: `/api/users/${user.id}/lift-login-throttle`, headers: { cookie } });
    const lifted = await lift((await t.login(ADMIN.username, ADMIN.password)).cookie);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toMatchObject({ failedLoginAttempts: 0 });
    expect((await t.login('carla', 'Secreto123')).res.statusCode).toBe(200);
  });

  it('only an admin lifts a throttle', async () => {
    const user = await t.createUser(adminCookie, 'hugo', 'user');
    const { cookie } = await t.login('hugo', 'Secreto123');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/lift-login-throttle`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(403);
  });

  it('a correct login resets the count of failures', async () => {
    await t.createUser(adminCookie, 'diego', 'user');
    for (let round = 0; round < 2; round++) {
      for (let i = 1; i <= FREE_FAILED_LOGINS; i++) await t.login('diego', 'mala');
      expect((await t.login('diego', 'Secreto123')).res.statusCode).toBe(200);
    }
  });
});

describe('inactive and expired accounts', () => {
  it('refuses an inactive user and ends their open session', async () => {
    const user = await t.createUser(adminCookie, 'elena', 'user');
    const { cookie } = await t.login('elena', 'Secreto123');
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: { cookie: adminCookie },
      payload: { isActive: false },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    const again = await t.login('elena', 'Secreto123');
    expect(again.res.statusCode).toBe(403);
    expect(again.res.json()).toMatchObject({
      code: 'USER_INACTIVE',
      message: expect.stringContaining('inactivo'),
    });
  });

  it('refuses a user whose subscription expired', async () => {
    await t.createUser(adminCookie, 'fabio', 'user', { expirationDate: '2020-01-01T00:00:00.000Z' });
    const { res } = await t.login('fabio', 'Secreto123');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'USER_EXPIRED', message: expect.stringContaining('expirado') });
  });
});

describe('sessions', () => {
  it('me without a session is 401 and logout always clears', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const { cookie } = await t.login(ADMIN.username, ADMIN.password);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.json()).toEqual({ success: true });
    const cleared = String(out.headers['set-cookie']);
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it('a tampered cookie is no session', async () => {
    const { cookie } = await t.login(ADMIN.username, ADMIN.password);
    const tampered = `${cookie.slice(0, -4)}AAAA`;
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: tampered } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Debe iniciar sesión para realizar esta acción.',
    });
  });

  it('changes one’s own password only with the current one', async () => {
    const user = await t.createUser(adminCookie, 'gabi', 'readonly');
    const { cookie } = await t.login('gabi', 'Secreto123');
    const change = (currentPassword: string, newPassword: string, as = cookie) =>
      t.app.inject({
        method: 'POST',
        url: `/api/users/${user.id}/change-password`,
        headers: { cookie: as },
        payload: { currentPassword, newPassword },
      });
    const refusals: [string, string, string][] = [
      ['otra', 'Nueva123', 'La contraseña actual es incorrecta'],
      ['x', '123', 'La contraseña debe tener al menos 8 caracteres'],
      ['Secreto123', 'aaaaaaaa', 'Debe contener al menos una mayúscula'],
    ];
    for (const [current, next, message] of refusals) {
      const res = await change(current, next);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const eventsBefore = (await t.allEvents()).length;
    expect((await change('Admin12345', 'Nueva1234', adminCookie)).statusCode).toBe(403);
    expect((await t.allEvents()).length).toBe(eventsBefore);
    const otherSession = (await t.login('gabi', 'Secreto123')).cookie;
    const ok = await change('Secreto123', 'Nueva1234');
    expect(ok.statusCode).toBe(200);
    const me = (c: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: c } });
    // The session that changed it goes on; the other one has ended.
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(otherSession)).statusCode).toBe(401);
    expect((await t.login('gabi', 'Nueva1234')).res.statusCode).toBe(200);
    expect((await t.login('gabi', 'Secreto123')).res.statusCode).toBe(401);
    const events = await t.allEvents();
    expect(JSON.stringify(events.map((e) => e.data))).not.toContain('Nueva1234');
  });
});
