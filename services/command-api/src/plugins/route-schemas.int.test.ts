import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;
let admin = '';
let readonly = '';

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.login(ADMIN.username, ADMIN.password)).cookie;
  await t.createUser(admin, 'rita', 'readonly');
  readonly = (await t.login('rita', 'Secreto123')).cookie;
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the API describes itself', () => {
  it('serves the OpenAPI document and its page to administrators only', async () => {
    expect((await get('/api/docs/json')).statusCode).toBe(401);
    expect((await get('/api/docs/json', readonly)).statusCode).toBe(403);
    const doc = await get('/api/docs/json', admin);
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
    expect((await get('/api/docs/', admin)).statusCode).toBe(200);
  });

  // Swagger records every route Fastify registers, so this walks all of them, not a hand-made list.
  it('lists every /api route, each POST and PUT with its request body and each with its replies', async () => {
    type Operation = { requestBody?: unknown; responses?: Record<string, unknown>; parameters?: unknown[] };
    const paths = (await get('/api/docs/json', admin)).json().paths as Record<
      string,
      Record<string, Operation>
    >;
    const apiPaths = Object.keys(paths).filter(
      (path) => path.startsWith('/api/') && !path.startsWith('/api/docs'),
    );
    expect(apiPaths).toContain('/api/customers');
    expect(apiPaths.length).toBeGreaterThanOrEqual(15);

    const missing: string[] = [];
    for (const path of apiPaths) {
      for (const [method, operation] of Object.entries(paths[path] ?? {})) {
        const route = `${method.toUpperCase()} ${path}`;
        if ((method === 'post' || method === 'put') && !operation.requestBody) missing.push(`${route}: body`);
        const replies = Object.keys(operation.responses ?? {}).filter((status) => status.startsWith('2'));
        if (replies.length === 0) missing.push(`${route}: reply`);
        if (path.includes('{') && !operation.parameters?.length) missing.push(`${route}: params`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('schema validation', () => {
  it('answers a schema failure with the Spanish 400 and every issue by field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { cookie: admin },
      payload: { docTipo: 'CI' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'El nombre es obligatorio' });
    expect(res.json().issues).toContainEqual({
      path: 'docNumero',
      message: 'El número de documento es obligatorio',
    });
  });

  it('tells a body that is not an object apart from a missing field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El cuerpo de la solicitud debe ser un objeto JSON');
  });
});
