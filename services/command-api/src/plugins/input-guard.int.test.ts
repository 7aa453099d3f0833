import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;
let cookie: string;
let routes: { method: string; url: string; stringFields: string[] }[];

const WRITES = new Set(['post', 'put', 'patch', 'delete']);
/** Field names the write bodies use, for routes whose schema does not list its own. */
const COMMON_FIELDS = [
  'username',
  'password',
  'fullName',
  'nombre',
  'name',
  'descripcion',
  'documento',
  'placa',
];

interface OpenApiOperation {
  requestBody?: {
    content?: { 'application/json'?: { schema?: { properties?: Record<string, { type?: unknown }> } } };
  };
}

/** Every route the server registered, read from its own description: no hand-kept list to forget one. */
beforeAll(async () => {
  t = await startTestServer();
  cookie = (await t.login(ADMIN.username, ADMIN.password)).cookie;
  await t.app.ready();
  const doc = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const properties = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      return {
        method,
        url: path.replace(/\{[^}]+\}/g, () => randomUUID()),
        stringFields: Object.keys(properties),
      };
    }),
  );
});
afterAll(() => t.close());

const BAD = { NUL: 'Lava\u0000do', 'lone surrogate': 'Lava\ud800do' };

describe.each(Object.entries(BAD))('a %s in any text', (_name, bad) => {
  it('is refused with a Spanish 400 on every write route, before anything is appended', async () => {
    const writes = routes.filter((r) => WRITES.has(r.method));
    expect(writes.length).toBeGreaterThanOrEqual(16);
    const before = (await t.allEvents()).length;
    for (const route of writes) {
      const fields = [...new Set([...route.stringFields, ...COMMON_FIELDS])];
      const res = await t.app.inject({
        method: route.method.toUpperCase() as 'POST',
        url: route.url,
        headers: { cookie, 'content-type': 'application/json' },
        // JSON.stringify writes a lone surrogate as the escape `\ud800`, as an attacker would send it.
        body: JSON.stringify(Object.fromEntries(fields.map((f) => [f, bad]))),
      });
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'UNSTORABLE_TEXT',
        message: 'El texto contiene caracteres no permitidos',
      });
    }
    // Nothing appended: no claim on a username, document or plate is left behind.
    expect((await t.allEvents()).length).toBe(before);
    expect((await t.login('Lavado', 'x')).res.statusCode).toBe(401);
  });

  it('is refused in keys, nested values and the login too', async () => {
    for (const payload of [
      { username: ADMIN.username, password: bad },
      { username: bad, password: ADMIN.password },
      { username: ADMIN.username, password: ADMIN.password, [bad]: 1 },
      { username: ADMIN.username, password: ADMIN.password, extra: [{ deep: bad }] },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('UNSTORABLE_TEXT');
    }
  });
});

describe('query strings and path parameters', () => {
  it('?search=%00 (and any other query) is a 400 on every route, never a 5xx', async () => {
    for (const route of routes.filter((r) => r.method === 'get')) {
      const res = await t.app.inject({ method: 'GET', url: `${route.url}?search=%00`, headers: { cookie } });
      expect(res.statusCode, `${route.url}: ${res.body}`).toBe(400);
    }
  });

  it('a NUL in a path parameter is a 400', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/customers/%00',
      headers: { cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('UNSTORABLE_TEXT');
  });

  it('well-formed text, emoji and accents included, still passes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customers?search=${encodeURIComponent('Peña 🚗')}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
  });
});
