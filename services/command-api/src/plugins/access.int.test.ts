import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../../test-support/test-server';
import access from './access';
import sessions from './session';

let t: TestServer;
const cookies: Record<'admin' | 'user' | 'readonly', string> = { admin: '', user: '', readonly: '' };

beforeAll(async () => {
  t = await startTestServer();
  // A route per kind of access level, added the way a context adds its routes.
  for (const access of ['authenticated', 'sales.issue', 'users.manage'] as const) {
    t.app.post(`/api/test/${access}`, { config: { access } }, async () => ({ ok: true }));
  }
  cookies.admin = (await t.login(ADMIN.username, ADMIN.password)).cookie;
  await t.createUser(cookies.admin, 'uma', 'user');
  await t.createUser(cookies.admin, 'rita', 'readonly');
  cookies.user = (await t.login('uma', 'Secreto123')).cookie;
  cookies.readonly = (await t.login('rita', 'Secreto123')).cookie;
});
afterAll(() => t.close());

const call = (url: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload: {} });

describe('role guard', () => {
  it.each([
    ['authenticated', { none: 401, readonly: 200, user: 200, admin: 200 }],
    ['sales.issue', { none: 401, readonly: 403, user: 200, admin: 200 }],
    ['users.manage', { none: 401, readonly: 403, user: 403, admin: 200 }],
  ] as const)('%s routes', async (access, expected) => {
    expect((await call(`/api/test/${access}`)).statusCode).toBe(expected.none);
    for (const role of ['readonly', 'user', 'admin'] as const) {
      const res = await call(`/api/test/${access}`, cookies[role]);
      expect(res.statusCode, role).toBe(expected[role]);
    }
  });

  it('readonly gets a Spanish reason', async () => {
    const res = await call('/api/test/sales.issue', cookies.readonly);
    expect(res.json()).toMatchObject({
      code: 'READ_ONLY',
      message: 'Su rol de solo lectura no permite realizar cambios.',
    });
  });

  it('only admins create, edit and list users; refusals append nothing', async () => {
    const before = (await t.allEvents()).length;
    for (const role of ['readonly', 'user'] as const) {
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { cookie: cookies[role] },
        payload: { username: `x_${role}`, password: 'Secreto123', role: 'admin' },
      });
      expect(create.statusCode).toBe(403);
      // An auditor is told their role only reads; a cashier, that this needs an administrator.
      expect(create.json().code).toBe(role === 'readonly' ? 'READ_ONLY' : 'ADMIN_REQUIRED');
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/users',
        headers: { cookie: cookies[role] },
      });
      expect(list.statusCode).toBe(403);
    }
    expect((await t.allEvents()).length).toBe(before);
  });

  it('a route that declares no access level cannot even be registered', async () => {
    const app = Fastify();
    await app.register(sessions, { key: randomBytes(32), ttlHours: 1 });
    await app.register(access);
    expect(() => app.get('/api/forgotten', async () => ({}))).toThrow(/declares no access level/);
    expect(() =>
      app.get('/api/declared', { config: { access: 'users.manage' } }, async () => ({})),
    ).not.toThrow();
    // A misspelt permission would otherwise refuse everyone, or (worse) be read as a level nobody checks.
    const typo = { access: 'catalog.edti' } as unknown as { access: 'public' };
    expect(() => app.get('/api/typo', { config: typo }, async () => ({}))).toThrow(/unknown permission/);
    await app.close();
  });

  it('unknown API paths are a Spanish 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Recurso no encontrado' });
  });
});

describe('user administration input', () => {
  it('rejects bad user bodies with the spec messages and appends nothing', async () => {
    const before = (await t.allEvents()).length;
    const cases: [object, string][] = [
      [{ username: 'ab', password: 'Secreto123' }, 'El usuario debe tener al menos 3 caracteres'],
      [{ username: 'con espacio', password: 'Secreto123' }, 'Solo se permiten letras, números y guión bajo'],
      [{ username: 'valido', password: 'corta' }, 'La contraseña debe tener al menos 8 caracteres'],
      [{ username: 'valido', password: 'sinmayuscula1' }, 'Debe contener al menos una mayúscula'],
      [{ username: 'valido', password: 'Secreto123', email: 'no-es-email' }, 'Email inválido'],
      [
        { username: 'valido', password: 'Secreto123', monthlyInvoiceLimit: 0 },
        'El límite mensual debe ser al menos 1',
      ],
      [{ username: 'valido', password: 'Secreto123', role: 'root' }, 'Rol inválido'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { cookie: cookies.admin },
        payload,
      });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie: cookies.admin },
      payload: { username: 'UMA', password: 'Secreto123' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('El nombre de usuario ya está en uso');
    const badId = await t.app.inject({
      method: 'PUT',
      url: '/api/users/not-a-uuid',
      headers: { cookie: cookies.admin },
      payload: { isActive: false },
    });
    expect(badId.statusCode).toBe(400);
    const rename = await t.app.inject({
      method: 'PUT',
      url: '/api/users/00000000-0000-4000-8000-000000000000',
      headers: { cookie: cookies.admin },
      payload: { username: 'nuevo' },
    });
    expect(rename.statusCode).toBe(400);
    expect((await t.allEvents()).length).toBe(before);
  });

  it('two admins creating the same username at once: exactly one wins', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { cookie: cookies.admin },
        payload: { username: 'gemela', password: 'Secreto123' },
      });
    const results = await Promise.all([attempt(), attempt(), attempt()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });
});
