import type { CustomerDto } from '@lavadero/contracts/customers';
import { ADMIN, startTestServer, type TestServer } from './test-server';

/** A customer as the form sends it: empty optional texts, no tourist data. */
export const local = {
  nombre: 'María González',
  docTipo: 'CI',
  docNumero: '1234567',
  email: 'Maria@Correo.com.py',
  telefono: '0981 123 456',
  direccion: 'Av. Mcal. López 1234, Asunción',
  regimenTurismo: false,
  pais: '',
  pasaporte: '',
  fechaIngreso: '',
};

export const tourist = {
  nombre: 'John Smith',
  docTipo: 'Pasaporte',
  docNumero: 'X9876543',
  email: '',
  telefono: '',
  direccion: '',
  regimenTurismo: true,
  pais: 'Estados Unidos',
  pasaporte: 'X9876543',
  fechaIngreso: '2026-11-18',
};

/**
 * The test server with one session per role and the calls the customer tests make. Writes go as the
 * 'user' role unless told otherwise: the role that works the counter every day.
 */
export async function startCustomersTestServer() {
  const t: TestServer = await startTestServer();
  const admin = (await t.login(ADMIN.username, ADMIN.password)).cookie;
  await t.createUser(admin, 'cajera', 'user');
  await t.createUser(admin, 'auditor', 'readonly');
  const cookies = {
    admin,
    user: (await t.login('cajera', 'Secreto123')).cookie,
    readonly: (await t.login('auditor', 'Secreto123')).cookie,
  };
  const send = (method: 'POST' | 'PUT', url: string, payload: object, cookie = cookies.user) =>
    t.app.inject({ method, url, headers: { cookie }, payload });
  const list = async (cookie = cookies.user) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/customers', headers: { cookie } })
    ).json() as CustomerDto[];
  const eventCount = async () => (await t.allEvents()).length;
  return { t, cookies, send, list, eventCount };
}

export type CustomersTestServer = Awaited<ReturnType<typeof startCustomersTestServer>>;
