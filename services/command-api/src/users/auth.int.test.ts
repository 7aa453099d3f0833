import { MAX_FAILED_LOGIN_ATTEMPTS } from '@lavadero/domain/users/decide';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;
let adminCookie: string;

beforeAll(async () => {
  t = await startTestServer();
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
    expect(res.headers['set-cookie']).toMatch(/HttpOnly/);
    expect(res.headers['set-cookie']).toMatch(/SameSite=Lax/);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ user: { username: 'admin' } });
  });

  it('marks the cookie Secure when the request came over HTTPS through a proxy', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { username: ADMIN.username, password: ADMIN.password },
    });
    expect(res.headers['set-cookie']).toMatch(/; Secure/);
    expect((await t.login(ADMIN.username, ADMIN.password)).res.headers['set-cookie']).not.toMatch(/; Secure/);
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

describe('lockout', () => {
  it(`blocks the account after ${MAX_FAILED_LOGIN_ATTEMPTS} wrong passwords, even for the right one`, async () => {
    const user = await t.createUser(adminCookie, 'carla', 'user');
    for (let i = 1; i < MAX_FAILED_LOGIN_ATTEMPTS; i++) {
      expect((await t.login('carla', 'mala')).res.statusCode).toBe(401);
    }
    const last = await t.login('carla', 'mala');
    expect(last.res.statusCode).toBe(403);
    expect(last.res.json()).toMatchObject({ code: 'USER_BLOCKED' });
    const right = await t.login('carla', 'Secreto123');
    expect(right.res.statusCode).toBe(403);
    expect(right.res.json().message).toContain('bloqueado');

    const list = await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: adminCookie } });
    expect(list.json().find((u: { id: string }) => u.id === user.id)).toMatchObject({
      isBlocked: true,
      failedLoginAttempts: MAX_FAILED_LOGIN_ATTEMPTS,
    });

    const unblock = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: { cookie: adminCookie },
      payload: { isBlocked: false },
    });
    expect(unblock.statusCode).toBe(200);
    expect((await t.login('carla', 'Secreto123')).res.statusCode).toBe(200);
  });

  it('a correct login resets the count of failures', async () => {
    await t.createUser(adminCookie, 'diego', 'user');
    for (let round = 0; round < 2; round++) {
      for (let i = 1; i < MAX_FAILED_LOGIN_ATTEMPTS; i++) await t.login('diego', 'mala');
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
    const url = `/api/users/${user.id}/change-password`;
    const wrong = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie },
      payload: { currentPassword: 'otra', newPassword: 'Nueva123' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('La contraseña actual es incorrecta');
    const short = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie },
      payload: { currentPassword: 'x', newPassword: 'Nueva12' },
    });
    expect(short.json().message).toBe('La contraseña debe tener al menos 8 caracteres');
    const noUpper = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie },
      payload: { currentPassword: 'Secreto123', newPassword: 'nueva1234' },
    });
    expect(noUpper.json().message).toBe('Debe contener al menos una mayúscula');
    const eventsBefore = (await t.allEvents()).length;
    const notMine = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: adminCookie },
      payload: { currentPassword: 'Admin12345', newPassword: 'Nueva1234' },
    });
    expect(notMine.statusCode).toBe(403);
    expect((await t.allEvents()).length).toBe(eventsBefore);
    const otherSession = (await t.login('gabi', 'Secreto123')).cookie;
    const ok = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie },
      payload: { currentPassword: 'Secreto123', newPassword: 'Nueva1234' },
    });
    expect(ok.statusCode).toBe(200);
    const me = (c: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: c } });
    // The session that changed it goes on (with its renewed cookie); the other one has ended.
    const renewed = String(ok.headers['set-cookie']).split(';')[0] ?? '';
    expect((await me(renewed)).statusCode).toBe(200);
    expect((await me(otherSession)).statusCode).toBe(401);
    expect((await t.login('gabi', 'Nueva1234')).res.statusCode).toBe(200);
    expect((await t.login('gabi', 'Secreto123')).res.statusCode).toBe(401);
    const events = await t.allEvents();
    expect(JSON.stringify(events.map((e) => e.data))).not.toContain('Nueva1234');
  });
});
