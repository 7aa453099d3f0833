import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  cookiesByRole,
  createService,
  eventsOfType,
  type Role,
} from '../../test-support/catalog-test-kit';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;
let cookies: Record<Role, string>;
let lavado: string;
let encerado: string;
let aspirado: string;
let retirado: string;

beforeAll(async () => {
  t = await startTestServer();
  cookies = await cookiesByRole(t, 'cmb');
  lavado = await createService(t, cookies.admin, { nombre: 'Lavado Completo', precio: '35.000' });
  encerado = await createService(t, cookies.admin, {
    nombre: 'Encerado',
    precio: '50.000',
    categoria: 'encerado',
  });
  aspirado = await createService(t, cookies.admin, { nombre: 'Aspirado', precio: '15.000' });
  retirado = await createService(t, cookies.admin, { nombre: 'Lavado Antiguo', precio: '20.000' });
  await call(t, 'DELETE', `/api/services/${retirado}`, cookies.admin);
});
afterAll(() => t.close());

async function createCombo(fields: Record<string, unknown> = {}): Promise<string> {
  const res = await call(t, 'POST', '/api/service-combos', cookies.admin, {
    nombre: `Combo ${randomUUID().slice(0, 6)}`,
    precioTotal: 70000,
    serviceIds: [lavado, encerado],
    ...fields,
  });
  if (res.statusCode !== 201) throw new Error(`createCombo: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

describe('POST /api/service-combos', () => {
  it('creates a combo and answers its services with their names', async () => {
    const res = await call(t, 'POST', '/api/service-combos', cookies.admin, {
      nombre: 'Combo Brillo',
      descripcion: 'Lavado más encerado',
      precioTotal: '75.000',
      serviceIds: [encerado, lavado],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      nombre: 'Combo Brillo',
      descripcion: 'Lavado más encerado',
      precioTotal: 75000,
      activo: true,
      serviceIds: [encerado, lavado],
      services: [
        { id: encerado, nombre: 'Encerado', precio: 50000, activo: true },
        { id: lavado, nombre: 'Lavado Completo', precio: 35000, activo: true },
      ],
    });
  });

  it('refuses bad combos with a Spanish message and appends nothing', async () => {
    const before = (await t.allEvents()).length;
    const base = { nombre: 'Combo Malo', precioTotal: 1000 };
    const cases: [object, string][] = [
      [{ ...base, serviceIds: [lavado] }, 'Un combo debe incluir al menos 2 servicios'],
      [{ ...base, serviceIds: [] }, 'Un combo debe incluir al menos 2 servicios'],
      [base, 'Un combo debe incluir al menos 2 servicios'],
      [
        { ...base, serviceIds: [lavado, lavado] },
        'Un combo no puede incluir el mismo servicio más de una vez',
      ],
      [{ ...base, serviceIds: [lavado, randomUUID()] }, 'Uno de los servicios elegidos no existe'],
      [
        { ...base, serviceIds: [lavado, retirado] },
        'El servicio "Lavado Antiguo" está inactivo y no puede formar parte de un combo',
      ],
      [{ ...base, serviceIds: [lavado, 'abc'] }, 'Servicio inválido'],
      [{ precioTotal: 1000, serviceIds: [lavado, encerado] }, 'El nombre del combo es obligatorio'],
      [{ nombre: 'Sin precio', serviceIds: [lavado, encerado] }, 'El precio total es obligatorio'],
      [
        { ...base, precioTotal: '-1', serviceIds: [lavado, encerado] },
        'El precio total no puede ser negativo',
      ],
      [
        { ...base, precioTotal: '7,5', serviceIds: [lavado, encerado] },
        'El precio total debe ser un monto entero en guaraníes',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await call(t, 'POST', '/api/service-combos', cookies.admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect((await t.allEvents()).length).toBe(before);
  });
});

describe('GET /api/service-combos', () => {
  it('lists active and inactive combos, each with current service names', async () => {
    const on = await createCombo({ serviceIds: [lavado, aspirado] });
    const off = await createCombo();
    await call(t, 'DELETE', `/api/service-combos/${off}`, cookies.admin);
    await call(t, 'PUT', `/api/services/${aspirado}`, cookies.admin, { nombre: 'Aspirado Profundo' });
    const res = await call(t, 'GET', '/api/service-combos', cookies.readonly);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; activo: boolean; services: { nombre: string }[] }[];
    expect(list.find((c) => c.id === off)?.activo).toBe(false);
    expect(list.find((c) => c.id === on)?.services.map((s) => s.nombre)).toEqual([
      'Lavado Completo',
      'Aspirado Profundo',
    ]);
  });
});

describe('PUT /api/service-combos/{id}', () => {
  it('replaces the member list and the price', async () => {
    const id = await createCombo();
    const res = await call(t, 'PUT', `/api/service-combos/${id}`, cookies.admin, {
      precioTotal: '90.000',
      serviceIds: [lavado, encerado, aspirado],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, precioTotal: 90000, serviceIds: [lavado, encerado, aspirado] });
    expect(res.json().services).toHaveLength(3);
  });

  it('refuses fewer than 2 or inactive services and appends nothing', async () => {
    const id = await createCombo();
    const before = (await t.allEvents()).length;
    const few = await call(t, 'PUT', `/api/service-combos/${id}`, cookies.admin, { serviceIds: [lavado] });
    expect(few.json()).toMatchObject({ message: 'Un combo debe incluir al menos 2 servicios' });
    const inactive = await call(t, 'PUT', `/api/service-combos/${id}`, cookies.admin, {
      serviceIds: [lavado, retirado],
    });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().code).toBe('COMBO_INACTIVE_SERVICE');
    expect((await t.allEvents()).length).toBe(before);
  });

  it('reactivates with activo true, checking its services again', async () => {
    const pasajero = await createService(t, cookies.admin, { nombre: 'Pasajero' });
    const id = await createCombo({ serviceIds: [lavado, pasajero] });
    await call(t, 'DELETE', `/api/service-combos/${id}`, cookies.admin);
    await call(t, 'DELETE', `/api/services/${pasajero}`, cookies.admin);
    const refused = await call(t, 'PUT', `/api/service-combos/${id}`, cookies.admin, { activo: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('"Pasajero" está inactivo');
    const ok = await call(t, 'PUT', `/api/service-combos/${id}`, cookies.admin, {
      activo: true,
      serviceIds: [lavado, encerado],
    });
    expect(ok.json()).toMatchObject({ activo: true, serviceIds: [lavado, encerado] });
  });
});

describe('DELETE /api/service-combos/{id}', () => {
  it('deactivates softly: 204, the row stays with activo false, a second call adds nothing', async () => {
    const id = await createCombo();
    const res = await call(t, 'DELETE', `/api/service-combos/${id}`, cookies.admin);
    expect(res.statusCode).toBe(204);
    const row = await t.readDb
      .selectFrom('serviceCombos')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toMatchObject({ id, activo: false, serviceIds: [lavado, encerado] });
    const count = (await eventsOfType(t, 'ComboDeactivated')).length;
    expect((await call(t, 'DELETE', `/api/service-combos/${id}`, cookies.admin)).statusCode).toBe(204);
    expect((await eventsOfType(t, 'ComboDeactivated')).length).toBe(count);
  });
});

describe('access and unknown ids', () => {
  it('readonly gets 403 on every write and nothing is appended', async () => {
    const id = await createCombo();
    const before = (await t.allEvents()).length;
    const writes = [
      call(t, 'POST', '/api/service-combos', cookies.readonly, {
        nombre: 'No',
        precioTotal: 1,
        serviceIds: [lavado, encerado],
      }),
      call(t, 'PUT', `/api/service-combos/${id}`, cookies.readonly, { precioTotal: 1 }),
      call(t, 'DELETE', `/api/service-combos/${id}`, cookies.readonly),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('READ_ONLY');
    }
    expect((await t.allEvents()).length).toBe(before);
    expect((await call(t, 'GET', '/api/service-combos', null)).statusCode).toBe(401);
  });

  it('an unknown combo is a Spanish 404', async () => {
    const missing = randomUUID();
    for (const res of [
      await call(t, 'PUT', `/api/service-combos/${missing}`, cookies.admin, { precioTotal: 1 }),
      await call(t, 'DELETE', `/api/service-combos/${missing}`, cookies.admin),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'COMBO_NOT_FOUND', message: 'Combo no encontrado' });
    }
  });
});
