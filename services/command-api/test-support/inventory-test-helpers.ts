import type { InventoryItemDto } from '@lavadero/contracts/inventory';
import { ADMIN, type TestServer } from './test-server';

export const product = (extra: Record<string, unknown> = {}) => ({
  nombre: 'Shampoo Neutro',
  descripcion: 'Concentrado para carrocería',
  categoria: 'Limpieza',
  precio: 35000,
  stockActual: 20,
  stockMinimo: 5,
  unidadMedida: 'BOT',
  proveedor: 'Químicos del Este',
  ...extra,
});

/** Signs in an admin, a user and a readonly user of the given test server. */
export async function signInRoles(t: TestServer) {
  const admin = (await t.login(ADMIN.username, ADMIN.password)).cookie;
  const suffix = Math.random().toString(36).slice(2, 8);
  await t.createUser(admin, `usuario_${suffix}`, 'user');
  await t.createUser(admin, `lectura_${suffix}`, 'readonly');
  return {
    admin,
    user: (await t.login(`usuario_${suffix}`, 'Secreto123')).cookie,
    readonly: (await t.login(`lectura_${suffix}`, 'Secreto123')).cookie,
  };
}

export function inventoryClient(t: TestServer) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return {
    call,
    async create(cookie: string, extra: Record<string, unknown> = {}): Promise<InventoryItemDto> {
      const res = await call('POST', '/api/inventory', cookie, product(extra));
      if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    stock: (cookie: string, id: string, body: object) =>
      call('PUT', `/api/inventory/${id}/stock`, cookie, body),
    async list(cookie: string): Promise<InventoryItemDto[]> {
      return (await call('GET', '/api/inventory', cookie)).json();
    },
  };
}
