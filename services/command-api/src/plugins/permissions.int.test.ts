import { randomUUID } from 'node:crypto';
import {
  can,
  isPermissionAction,
  PERMISSION_ACTIONS,
  PERMISSION_ROLES,
  type PermissionAction,
} from '@lavadero/contracts/permissions';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookiesByRole, createService, type Role } from '../../test-support/catalog-test-kit';
import { inventoryClient } from '../../test-support/inventory-test-helpers';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/** One operation of the API's own description, with who may call it (`x-access`). */
interface DescribedRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  readonly path: string;
  readonly access: string | undefined;
}

/** The only writes anyone may send without a session: signing in and out. */
const PUBLIC_WRITES = ['POST /api/auth/login', 'POST /api/auth/logout'];

let t: TestServer;
let cookies: Record<Role, string>;
let routes: DescribedRoute[];

beforeAll(async () => {
  t = await startTestServer();
  cookies = await cookiesByRole(t, 'perm');
  const doc = await call(t, 'GET', '/api/docs/json', cookies.admin);
  const paths = doc.json().paths as Record<string, Record<string, { 'x-access'?: string }>>;
  routes = Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase() as DescribedRoute['method'],
        path,
        access: operation['x-access'],
      })),
    )
    // The description does not list its own pages; the access plugin guards them as this action.
    .concat({ method: 'GET', path: '/api/docs/json', access: 'api.docs' });
});
afterAll(() => t.close());

const nameOf = (r: DescribedRoute) => `${r.method} ${r.path}`;

/**
 * A request the guard must decide on before anything is read: made-up ids, and a body (an empty JSON
 * array) that no route's schema accepts, so an allowed call ends in a 4xx of its own (404, 400) and
 * changes nothing either (an allowed system reset must not wipe the accounts the walk signs in with).
 */
function probe(route: DescribedRoute, cookie: string): InjectOptions {
  const url = route.path.replace(/\{[^}]+\}/g, () => randomUUID());
  if (route.method === 'GET' || route.method === 'DELETE')
    return { method: route.method, url, headers: { cookie } };
  const headers = { cookie, 'content-type': 'application/json' };
  return { method: route.method, url, headers, payload: '[]' };
}

describe('the permission table covers the API', () => {
  it('every route declares its access, and every write names an action of the table', () => {
    expect(routes.length).toBeGreaterThan(40);
    const undeclared = routes.filter((r) => !r.access).map(nameOf);
    expect(undeclared).toEqual([]);
    const writesOutsideTable = routes
      .filter((r) => r.method !== 'GET' && !PUBLIC_WRITES.includes(nameOf(r)))
      .filter((r) => !isPermissionAction(r.access ?? ''))
      .map(nameOf);
    expect(writesOutsideTable).toEqual([]);
  });

  it('every action of the table guards at least one route', () => {
    const guarded = new Set(routes.map((r) => r.access));
    expect(PERMISSION_ACTIONS.filter((action) => !guarded.has(action))).toEqual([]);
  });
});

describe('every cell of the table: each route of each action, for each role', () => {
  it.each(PERMISSION_ACTIONS)('%s', async (action: PermissionAction) => {
    const guarded = routes.filter((r) => r.access === action);
    for (const route of guarded) {
      for (const role of PERMISSION_ROLES) {
        const before = (await t.allEvents()).length;
        const res = await t.app.inject(probe(route, cookies[role]));
        const cell = `${nameOf(route)} as ${role}: ${res.statusCode} ${res.body}`;
        if (can(role, action)) {
          expect([401, 403], cell).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, cell).toBe(403);
          expect(res.json().message, cell).toMatch(/^(Su rol|Requiere permisos|Solo un administrador)/);
          expect((await t.allEvents()).length, cell).toBe(before);
        }
      }
    }
  });

  it('reads open to every signed-in role stay open to all three', async () => {
    const reads = routes.filter((r) => r.access === 'authenticated');
    expect(reads.length).toBeGreaterThan(10);
    for (const route of reads) {
      for (const role of PERMISSION_ROLES) {
        const res = await t.app.inject(probe(route, cookies[role]));
        expect([401, 403], `${nameOf(route)} as ${role}`).not.toContain(res.statusCode);
      }
    }
  });
});

describe('the cells the owner cares about, with requests that would otherwise be stored', () => {
  const inventory = () => inventoryClient(t);

  it('a cashier or an auditor changes no price, deletes no service, corrects no stock', async () => {
    const serviceId = await createService(t, cookies.admin, { nombre: 'Lavado premium', precio: 80000 });
    const product = await inventory().create(cookies.admin, { nombre: 'Cera líquida', stockActual: 10 });
    const before = (await t.allEvents()).length;
    for (const role of ['user', 'readonly'] as const) {
      const cookie = cookies[role];
      const refused = [
        await call(t, 'PUT', `/api/services/${serviceId}`, cookie, { precio: 1000 }),
        await call(t, 'DELETE', `/api/services/${serviceId}`, cookie),
        await call(t, 'POST', '/api/services', cookie, { nombre: 'Lavado regalo', precio: 1 }),
        await inventory().stock(cookie, product.id, { action: 'remove', quantity: 4 }),
        await inventory().stock(cookie, product.id, { action: 'add', quantity: 4 }),
        await inventory().call('PUT', `/api/inventory/${product.id}`, cookie, { precio: 1, stockActual: 0 }),
        await call(t, 'POST', '/api/users', cookie, { username: `x_${role}`, password: 'Secreto123' }),
      ];
      for (const res of refused) expect(res.statusCode, res.body).toBe(403);
      expect(refused[0]?.json().message).toBe(
        role === 'user'
          ? 'Requiere permisos de administrador.'
          : 'Su rol de solo lectura no permite realizar cambios.',
      );
    }
    expect((await t.allEvents()).length).toBe(before);
    const services = (await call(t, 'GET', '/api/services', cookies.user)).json() as { id: string }[];
    expect(services.find((s) => s.id === serviceId)).toMatchObject({ precio: 80000, activo: true });
    expect((await inventory().list(cookies.user)).find((i) => i.id === product.id)?.stockActual).toBe(10);
  });

  it('an admin changes prices, deactivates services and corrects stock either way', async () => {
    const serviceId = await createService(t, cookies.admin, { nombre: 'Pulido', precio: 120000 });
    const product = await inventory().create(cookies.admin, { nombre: 'Silicona', stockActual: 10 });
    expect(
      (await call(t, 'PUT', `/api/services/${serviceId}`, cookies.admin, { precio: 130000 })).json(),
    ).toMatchObject({ precio: 130000 });
    expect((await call(t, 'DELETE', `/api/services/${serviceId}`, cookies.admin)).statusCode).toBe(204);
    const down = await inventory().stock(cookies.admin, product.id, { action: 'remove', quantity: 3 });
    expect(down.json()).toMatchObject({ stockActual: 7 });
  });

  it('a cashier records goods received, with the reason and who received them', async () => {
    const product = await inventory().create(cookies.admin, {
      nombre: 'Paños de microfibra',
      stockActual: 2,
    });
    const receive = (cookie: string, body: object) =>
      inventory().call('POST', `/api/inventory/${product.id}/receipts`, cookie, body);

    const res = await receive(cookies.user, { quantity: 24, reason: 'Factura 001-001-0004567' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ stockActual: 26 });
    const cashier = (await call(t, 'GET', '/api/auth/me', cookies.user)).json().user.id;
    const movements = (await call(t, 'GET', `/api/inventory/${product.id}/movements`, cookies.user)).json();
    expect(movements[0]).toMatchObject({
      action: 'add',
      quantity: 24,
      reason: 'Factura 001-001-0004567',
      userId: cashier,
    });

    const before = (await t.allEvents()).length;
    const noReason = await receive(cookies.user, { quantity: 5, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Indique el motivo de la entrada');
    expect((await receive(cookies.readonly, { quantity: 5, reason: 'Remito 12' })).statusCode).toBe(403);
    expect((await t.allEvents()).length).toBe(before);
  });
});
