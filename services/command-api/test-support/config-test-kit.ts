import { ADMIN, startTestServer, type TestServer } from './test-server';

/** A company form as the screen sends it. */
export const companyForm = {
  ruc: '80028061-0',
  razonSocial: 'Lavadero Central S.A.',
  nombreFantasia: 'Lavadero Central',
  timbradoNumero: '12345678',
  timbradoDesde: '2026-01-01',
  timbradoHasta: '2099-12-31',
  establecimiento: '001',
  puntoExpedicion: '002',
  direccion: 'Av. España 123',
  ciudad: 'Asunción',
  telefono: '021 555 000',
  email: '',
  moneda: 'PYG',
};

/** The same company with what SIFEN needs of an issuer besides (its e-mail): electronic emission. */
export const electronicCompanyForm = { ...companyForm, email: 'facturacion@lavadero.com.py' };

/** The test server with one session per role, for the configuration routes. */
export async function startConfigTestServer(database: 'pglite' | 'postgres' = 'pglite') {
  const t: TestServer = await startTestServer({ database });
  const admin = (await t.login(ADMIN.username, ADMIN.password)).cookie;
  await t.createUser(admin, 'cajera', 'user');
  await t.createUser(admin, 'auditor', 'readonly');
  const cookies = {
    admin,
    user: (await t.login('cajera', 'Secreto123')).cookie,
    readonly: (await t.login('auditor', 'Secreto123')).cookie,
  };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie = cookies.admin, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload !== undefined && { payload }) });
  const eventCount = async () => (await t.allEvents()).length;
  return { t, cookies, call, eventCount };
}

export type ConfigTestServer = Awaited<ReturnType<typeof startConfigTestServer>>;
