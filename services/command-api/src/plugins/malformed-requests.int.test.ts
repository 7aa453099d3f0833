import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;
let cookie: string;
beforeAll(async () => {
  t = await startTestServer({ timeouts: { headersMs: 1_000, requestMs: 2_000 } });
  cookie = (await t.login(ADMIN.username, ADMIN.password)).cookie;
});
afterAll(() => t.close());

const post = (url: string, payload: string, withCookie = true) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(withCookie && { cookie }) },
    payload,
  });

describe('bodies that are not what any route takes', () => {
  it('deeply nested JSON is a Spanish 400 before sign-in, never a 500', async () => {
    for (const payload of [
      '['.repeat(10_000) + ']'.repeat(10_000),
      `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
    ]) {
      const res = await post('/api/auth/login', payload, false);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'JSON_TOO_DEEP',
        message: 'El cuerpo de la solicitud está anidado demasiado profundo',
      });
    }
  });

  it('a null or bare-value body is refused and runs nothing (it once ran a system reset)', async () => {
    const before = (await t.allEvents()).length;
    for (const payload of ['null', '42', '"texto"', 'true']) {
      const res = await post('/api/admin/reset-system', payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'BODY_NOT_OBJECT',
        message: 'El cuerpo de la solicitud debe ser un objeto JSON',
      });
    }
    expect((await t.allEvents()).length).toBe(before);
  });

  it('prototype poisoning is still refused', async () => {
    const res = await post(
      '/api/auth/login',
      '{"__proto__":{"admin":true},"username":"a","password":"b"}',
      false,
    );
    expect(res.statusCode).toBe(400);
  });
});

describe("the router's own refusals", () => {
  it.each([
    ['a broken %-escape', '/api/customers/%E0%A4%A'],
    ['a lone %', '/api/%'],
    ['an over-long, broken parameter', `/api/customers/${'a'.repeat(5_000)}%`],
  ])('%s: Spanish, with the security headers, without echoing the path', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'BAD_URL',
      message: 'La dirección solicitada no es válida.',
      details: 'La dirección solicitada no es válida.',
    });
    expect(res.body).not.toContain('customers');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('slow clients', () => {
  it('a connection that never finishes its headers, or its body, is closed', async () => {
    const base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const closesWithin = (request: string) =>
      new Promise<number>((resolve, reject) => {
        const started = Date.now();
        const socket = connect(Number(base.port), '127.0.0.1', () => socket.write(request));
        socket.on('data', () => undefined);
        socket.on('close', () => resolve(Date.now() - started));
        socket.on('error', reject);
        setTimeout(() => {
          socket.destroy();
          reject(new Error('still open after 10 s'));
        }, 10_000);
      });
    const headersOnlyHalf = 'POST /api/auth/login HTTP/1.1\r\nHost: caja\r\n';
    const bodyNeverEnds =
      'POST /api/auth/login HTTP/1.1\r\nHost: caja\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"us';
    expect(await closesWithin(headersOnlyHalf)).toBeLessThan(5_000);
    expect(await closesWithin(bodyNeverEnds)).toBeLessThan(6_000);
  }, 30_000);
});
