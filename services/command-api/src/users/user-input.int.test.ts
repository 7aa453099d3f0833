import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../../test-support/test-server';
import { assertAdminPassword } from './bootstrap-admin';

let t: TestServer;
let adminCookie: string;
let userId: string;
beforeAll(async () => {
  t = await startTestServer();
  adminCookie = (await t.login(ADMIN.username, ADMIN.password)).cookie;
  userId = (await t.createUser(adminCookie, 'vera', 'user')).id;
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie: adminCookie }, payload });

describe('strict user input', () => {
  it('the first admin follows the same password rule (ADMIN_PASSWORD)', () => {
    expect(() => assertAdminPassword('aaaaaa')).toThrow(
      'ADMIN_PASSWORD no es válida: La contraseña debe tener al menos 8 caracteres',
    );
    expect(() => assertAdminPassword(ADMIN.password)).not.toThrow();
  });

  it('numbers are numbers: true, hex and exponents are 400 and change nothing', async () => {
    const before = (await t.allEvents()).length;
    for (const monthlyInvoiceLimit of [true, '0x10', '1e3']) {
      const res = await send('PUT', `/api/users/${userId}`, { monthlyInvoiceLimit });
      expect(res.statusCode, JSON.stringify(monthlyInvoiceLimit)).toBe(400);
      expect(res.json().message).toBe('El límite mensual debe ser un número');
      const created = await send('POST', '/api/users', {
        username: 'wanda',
        password: 'Secreto123',
        monthlyInvoiceLimit,
      });
      expect(created.statusCode).toBe(400);
    }
    expect((await t.allEvents()).length).toBe(before);
    const ok = await send('PUT', `/api/users/${userId}`, { monthlyInvoiceLimit: '200' });
    expect(ok.json()).toMatchObject({ monthlyInvoiceLimit: 200 });
  });

  it('an empty update is a 400', async () => {
    const res = await send('PUT', `/api/users/${userId}`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Indique al menos un dato a modificar');
  });

  it('a name made only of zero-width characters is refused', async () => {
    const res = await send('PUT', `/api/users/${userId}`, { fullName: '\u200b\u200c\u200d' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El nombre debe contener al menos un carácter visible');
  });

  it('one password rule at creation', async () => {
    const res = await send('POST', '/api/users', { username: 'ximena', password: 'aaaaaa' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La contraseña debe tener al menos 8 caracteres');
  });
});
