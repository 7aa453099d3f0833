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

beforeAll(async () => {
  t = await startTestServer();
  cookies = await cookiesByRole(t, 'srv');
});
afterAll(() => t.close());

describe('POST /api/services', () => {
  it('creates a service with the form defaults and a thousands-dot price', async () => {
    const res = await call(t, 'POST', '/api/services', cookies.admin, {
      nombre: '  Lavado Básico ',
      precio: '35.000',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(String),
      nombre: 'Lavado Básico',
      descripcion: null,
      precio: 35000,
      duracionMin: 30,
      categoria: 'basico',
      activo: true,
      createdAt: expect.any(String),
    });
  });

  it('accepts plain numbers and numeric strings too', async () => {
    const res = await call(t, 'POST', '/api/services', cookies.admin, {
      nombre: 'Limpieza de Motor',
      descripcion: 'Desengrase completo',
      precio: 50000,
      duracionMin: '45',
      categoria: 'motor',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ precio: 50000, duracionMin: 45, categoria: 'motor' });
    const again = await call(t, 'POST', '/api/services', cookies.admin, {
      nombre: 'Ozono',
      precio: '1.250.000',
    });
    expect(again.json().precio).toBe(1250000);
  });

  it('refuses bad input with a Spanish message and appends nothing', async () => {
    const before = (await t.allEvents()).length;
    const cases: [object, string][] = [
      [{ precio: 1000 }, 'El nombre del servicio es obligatorio'],
      [{ nombre: '   ', precio: 1000 }, 'El nombre del servicio es obligatorio'],
      [{ nombre: 'x'.repeat(101), precio: 1000 }, 'El nombre no puede exceder 100 caracteres'],
      [{ nombre: 'Sin precio' }, 'El precio es obligatorio'],
      [{ nombre: 'Precio vacío', precio: '' }, 'El precio es obligatorio'],
      [{ nombre: 'Negativo', precio: -1 }, 'El precio no puede ser negativo'],
      [{ nombre: 'Negativo', precio: '-5.000' }, 'El precio no puede ser negativo'],
      [{ nombre: 'Texto', precio: 'mucho' }, 'El precio debe ser un número, por ejemplo 35.000'],
      [{ nombre: 'Punto', precio: '35.5' }, 'El precio debe ser un número, por ejemplo 35.000'],
      [{ nombre: 'Centavos', precio: 35000.5 }, 'El precio debe ser un monto entero en guaraníes'],
      [{ nombre: 'Enorme', precio: '1.000.000.000' }, 'El precio no puede superar Gs. 999.999.999'],
      [{ nombre: 'Cero min', precio: 1000, duracionMin: 0 }, 'La duración debe ser mayor a 0 minutos'],
      [{ nombre: 'Neg min', precio: 1000, duracionMin: -10 }, 'La duración debe ser mayor a 0 minutos'],
      [
        { nombre: 'Media', precio: 1000, duracionMin: 7.5 },
        'La duración debe ser un número entero de minutos',
      ],
      [{ nombre: 'Sin cat', precio: 1000, categoria: '' }, 'La categoría es obligatoria'],
      [{ nombre: 'Sin cat', precio: 1000, categoria: null }, 'La categoría es obligatoria'],
      [
        { nombre: 'Otra cat', precio: 1000, categoria: 'lavado' },
        'Categoría inválida: elija Básico, Premium, Motor, Tapizado, Encerado u Ozono',
      ],
      [{ nombre: 'Activo raro', precio: 1000, activo: 'si' }, 'El estado activo debe ser verdadero o falso'],
    ];
    for (const [payload, message] of cases) {
      const res = await call(t, 'POST', '/api/services', cookies.admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    expect((await t.allEvents()).length).toBe(before);
  });
});

describe('GET /api/services', () => {
  it('lists active and inactive services with their activo flag, for every role', async () => {
    const on = await createService(t, cookies.admin, { nombre: 'Aspirado Listado' });
    const off = await createService(t, cookies.admin, { nombre: 'Encerado Listado', categoria: 'encerado' });
    await call(t, 'DELETE', `/api/services/${off}`, cookies.admin);
    for (const role of ['admin', 'user', 'readonly'] as const) {
      const res = await call(t, 'GET', '/api/services', cookies[role]);
      expect(res.statusCode).toBe(200);
      const list = res.json() as { id: string; activo: boolean }[];
      expect(list.find((s) => s.id === on)?.activo).toBe(true);
      expect(list.find((s) => s.id === off)?.activo).toBe(false);
    }
    expect((await call(t, 'GET', '/api/services', null)).statusCode).toBe(401);
  });
});

describe('PUT /api/services/{id}', () => {
  it('changes only the fields sent and answers the updated record', async () => {
    const id = await createService(t, cookies.admin, {
      nombre: 'Pulido',
      precio: '80.000',
      descripcion: 'Brillo',
    });
    const res = await call(t, 'PUT', `/api/services/${id}`, cookies.admin, {
      precio: '95.000',
      categoria: 'premium',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      nombre: 'Pulido',
      descripcion: 'Brillo',
      precio: 95000,
      categoria: 'premium',
      activo: true,
    });
    const cleared = await call(t, 'PUT', `/api/services/${id}`, cookies.admin, { descripcion: '' });
    expect(cleared.json().descripcion).toBeNull();
  });

  it('an edit that changes nothing appends nothing', async () => {
    const id = await createService(t, cookies.admin, { nombre: 'Sin Cambios', precio: 20000 });
    const before = (await t.allEvents()).length;
    const res = await call(t, 'PUT', `/api/services/${id}`, cookies.admin, {
      nombre: 'Sin Cambios',
      precio: '20.000',
      activo: true,
    });
    expect(res.statusCode).toBe(200);
    expect((await t.allEvents()).length).toBe(before);
  });

  it('setting activo back to true reactivates the service', async () => {
    const id = await createService(t, cookies.admin, { nombre: 'Vuelve' });
    await call(t, 'DELETE', `/api/services/${id}`, cookies.admin);
    const res = await call(t, 'PUT', `/api/services/${id}`, cookies.admin, { activo: true });
    expect(res.json().activo).toBe(true);
    const reactivated = await eventsOfType(t, 'ServiceReactivated');
    expect(reactivated.filter((e) => e.streamId === `service-${id}`)).toHaveLength(1);
  });

  it('validates like the creation and appends nothing', async () => {
    const id = await createService(t, cookies.admin, { nombre: 'Valida' });
    const before = (await t.allEvents()).length;
    const cases: [object, string][] = [
      [{ nombre: '' }, 'El nombre del servicio es obligatorio'],
      [{ precio: -5 }, 'El precio no puede ser negativo'],
      [{ duracionMin: 0 }, 'La duración debe ser mayor a 0 minutos'],
      [{ categoria: 'x' }, 'Categoría inválida: elija Básico, Premium, Motor, Tapizado, Encerado u Ozono'],
    ];
    for (const [payload, message] of cases) {
      const res = await call(t, 'PUT', `/api/services/${id}`, cookies.admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await t.allEvents()).length).toBe(before);
  });
});

describe('DELETE /api/services/{id}', () => {
  it('deactivates softly: 204, the row stays with activo false, a second call adds nothing', async () => {
    const id = await createService(t, cookies.admin, { nombre: 'Se Desactiva' });
    const res = await call(t, 'DELETE', `/api/services/${id}`, cookies.admin);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const row = await t.readDb.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst();
    expect(row).toMatchObject({ id, nombre: 'Se Desactiva', activo: false });
    const count = (await eventsOfType(t, 'ServiceDeactivated')).length;
    expect((await call(t, 'DELETE', `/api/services/${id}`, cookies.admin)).statusCode).toBe(204);
    expect((await eventsOfType(t, 'ServiceDeactivated')).length).toBe(count);
  });
});

describe('access and unknown ids', () => {
  it('readonly gets 403 on every write and nothing is appended', async () => {
    const id = await createService(t, cookies.admin, { nombre: 'Protegido' });
    const before = (await t.allEvents()).length;
    const writes = [
      call(t, 'POST', '/api/services', cookies.readonly, { nombre: 'No', precio: 1 }),
      call(t, 'PUT', `/api/services/${id}`, cookies.readonly, { precio: 1 }),
      call(t, 'DELETE', `/api/services/${id}`, cookies.readonly),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'READ_ONLY' });
    }
    expect((await t.allEvents()).length).toBe(before);
  });

  it('an unknown service is a Spanish 404; a malformed id a 400', async () => {
    const missing = randomUUID();
    for (const res of [
      await call(t, 'PUT', `/api/services/${missing}`, cookies.admin, { precio: 1 }),
      await call(t, 'DELETE', `/api/services/${missing}`, cookies.admin),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'SERVICE_NOT_FOUND', message: 'Servicio no encontrado' });
    }
    const bad = await call(t, 'DELETE', '/api/services/no-es-un-id', cookies.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Identificador inválido');
  });
});
