import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryClient, product, signInRoles } from '../../test-support/inventory-test-helpers';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;
let api: ReturnType<typeof inventoryClient>;
let cookies: Awaited<ReturnType<typeof signInRoles>>;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await startTestServer();
  api = inventoryClient(t);
  cookies = await signInRoles(t);
});
afterAll(() => t.close());

describe('POST /api/inventory', () => {
  it('creates a product and answers 201 with it, as the list shows it', async () => {
    const res = await api.call('POST', '/api/inventory', cookies.admin, product({ nombre: 'Cera Carnauba' }));
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      nombre: 'Cera Carnauba',
      descripcion: 'Concentrado para carrocería',
      categoria: 'Limpieza',
      precio: 35000,
      stockActual: 20,
      stockMinimo: 5,
      unidadMedida: 'BOT',
      proveedor: 'Químicos del Este',
      ultimoPedido: null,
      estadoAlerta: 'normal',
      nivelStock: 'normal',
      activo: true,
    });
    expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(item).not.toHaveProperty('nombreBusqueda');
    expect((await api.list(cookies.readonly)).find((i) => i.id === item.id)).toEqual(item);
  });

  it("reads '35.000' as 35000 guaraníes, and applies the defaults", async () => {
    const res = await api.call('POST', '/api/inventory', cookies.admin, {
      nombre: 'Franela',
      categoria: 'Accesorios',
      precio: '35.000',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      precio: 35000,
      stockActual: 0,
      stockMinimo: 0,
      unidadMedida: 'UN',
      descripcion: null,
      proveedor: null,
      activo: true,
      estadoAlerta: 'critico',
      nivelStock: 'agotado',
    });
    const legacy = await api.create(cookies.admin, { precio: '1.234.567', unidadMedida: 'unidad' });
    expect(legacy).toMatchObject({ precio: 1234567, unidadMedida: 'UN' });
  });

  it('records the initial stock as the first stock movement, by the creating user', async () => {
    const item = await api.create(cookies.admin, { stockActual: 8 });
    const events = (await t.allEvents()).filter((e) => e.streamId === `inventory-item-${item.id}`);
    expect(events.map((e) => e.type)).toEqual(['InventoryItemCreated', 'StockAdjusted']);
    const movements = await api.call('GET', `/api/inventory/${item.id}/movements`, cookies.readonly);
    expect(movements.json()).toEqual([
      expect.objectContaining({
        action: 'add',
        quantity: 8,
        previousStock: 0,
        newStock: 8,
        reason: 'Stock inicial',
      }),
    ]);
    expect(movements.json()[0].userId).toBe(events[1]?.metadata.userId);
  });

  it.each([
    [{ nombre: '' }, 'El nombre es obligatorio'],
    [{ nombre: undefined }, 'El nombre es obligatorio'],
    [{ nombre: 'x'.repeat(101) }, 'El nombre no puede exceder 100 caracteres'],
    [{ categoria: '  ' }, 'La categoría es obligatoria'],
    [{ precio: '' }, 'El precio es obligatorio'],
    [{ precio: undefined }, 'El precio es obligatorio'],
    [{ precio: -1 }, 'El precio no puede ser negativo'],
    [{ precio: '35,50' }, 'El precio debe ser un monto en guaraníes sin decimales (ej.: 35.000)'],
    [{ precio: 10.5 }, 'El precio debe ser un monto en guaraníes sin decimales (ej.: 35.000)'],
    [{ precio: 'treinta' }, 'El precio debe ser un monto válido en guaraníes (ej.: 35.000)'],
    [{ precio: 1_000_000_000 }, 'El precio no puede superar Gs. 999.999.999'],
    [{ stockActual: -3 }, 'El stock actual no puede ser negativo'],
    [{ stockActual: 2.5 }, 'El stock actual debe ser un número entero'],
    [{ stockActual: 'diez' }, 'El stock actual debe ser un número entero'],
    [{ stockActual: 1_000_001 }, 'El stock actual no puede superar 1.000.000'],
    [{ stockMinimo: -1 }, 'El stock mínimo no puede ser negativo'],
    [{ stockMinimo: '1.5' }, 'El stock mínimo debe ser un número entero'],
    [{ unidadMedida: 'CAJA' }, 'Unidad de medida inválida'],
    [{ ultimoPedido: '2026-02-30' }, 'Fecha de último pedido inválida'],
    [{ descripcion: 'x'.repeat(501) }, 'La descripción no puede exceder 500 caracteres'],
    [{ proveedor: 'x'.repeat(101) }, 'El proveedor no puede exceder 100 caracteres'],
    [{ activo: 'si' }, 'El estado activo debe ser verdadero o falso'],
  ])('refuses %j with “%s” and appends nothing', async (extra, message) => {
    const before = (await t.allEvents()).length;
    const res = await api.call('POST', '/api/inventory', cookies.admin, product(extra));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect((await t.allEvents()).length).toBe(before);
  });

  it('empty stock fields read as 0, as the form sends them', async () => {
    const item = await api.create(cookies.admin, { stockActual: '', stockMinimo: '' });
    expect(item).toMatchObject({ stockActual: 0, stockMinimo: 0 });
  });
});

describe('PUT /api/inventory/{id}', () => {
  it('edits the details; fields not sent stay as they were', async () => {
    const item = await api.create(cookies.admin);
    const res = await api.call('PUT', `/api/inventory/${item.id}`, cookies.admin, {
      nombre: 'Shampoo Neutro 5L',
      precio: '42.500',
      proveedor: '',
      ultimoPedido: '2026-11-02',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nombre: 'Shampoo Neutro 5L',
      precio: 42500,
      proveedor: null,
      ultimoPedido: '2026-11-02',
      categoria: 'Limpieza',
      stockActual: 20,
    });
    expect(res.json().updatedAt >= item.updatedAt).toBe(true);
  });

  it('an edit that changes nothing appends nothing', async () => {
    const item = await api.create(cookies.admin);
    const before = (await t.allEvents()).length;
    const res = await api.call('PUT', `/api/inventory/${item.id}`, cookies.admin, product());
    expect(res.statusCode).toBe(200);
    expect((await t.allEvents()).length).toBe(before);
  });

  it('estadoAlerta follows changes of the minimum', async () => {
    const item = await api.create(cookies.admin, { stockActual: 20, stockMinimo: 5 });
    const put = (stockMinimo: number) =>
      api.call('PUT', `/api/inventory/${item.id}`, cookies.admin, { stockMinimo });
    expect((await put(14)).json()).toMatchObject({ estadoAlerta: 'bajo', nivelStock: 'bajo' });
    expect((await put(20)).json()).toMatchObject({ estadoAlerta: 'critico', nivelStock: 'critico' });
    expect((await put(0)).json()).toMatchObject({ estadoAlerta: 'normal', nivelStock: 'normal' });
  });

  it("a changed stockActual is recorded as a stock movement 'Ajuste manual'", async () => {
    const item = await api.create(cookies.admin, { stockActual: 20 });
    const res = await api.call('PUT', `/api/inventory/${item.id}`, cookies.admin, { stockActual: 12 });
    expect(res.json()).toMatchObject({ stockActual: 12 });
    const last = (await t.allEvents()).at(-1);
    expect(last).toMatchObject({
      type: 'StockAdjusted',
      data: { action: 'remove', quantity: 8, previousStock: 20, newStock: 12, reason: 'Ajuste manual' },
    });
  });

  it('refuses bad values with the same messages and appends nothing', async () => {
    const item = await api.create(cookies.admin);
    const before = (await t.allEvents()).length;
    for (const [payload, message] of [
      [{ nombre: '' }, 'El nombre es obligatorio'],
      [{ precio: null }, 'El precio es obligatorio'],
      [{ stockMinimo: -2 }, 'El stock mínimo no puede ser negativo'],
      [{ stockActual: 3.5 }, 'El stock actual debe ser un número entero'],
      [{ categoria: '' }, 'La categoría es obligatoria'],
    ] as const) {
      const res = await api.call('PUT', `/api/inventory/${item.id}`, cookies.admin, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await t.allEvents()).length).toBe(before);
  });

  it('an unknown product is a 404, a malformed id a 400', async () => {
    const missing = await api.call('PUT', `/api/inventory/${MISSING}`, cookies.admin, { nombre: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'INVENTORY_ITEM_NOT_FOUND',
      message: 'Producto no encontrado',
    });
    const bad = await api.call('PUT', '/api/inventory/abc', cookies.admin, { nombre: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Identificador inválido');
  });
});

describe('roles', () => {
  it('readonly may read but every write is a 403 that appends nothing', async () => {
    const item = await api.create(cookies.admin);
    const before = (await t.allEvents()).length;
    const writes = [
      api.call('POST', '/api/inventory', cookies.readonly, product()),
      api.call('PUT', `/api/inventory/${item.id}`, cookies.readonly, { nombre: 'Otro' }),
      api.stock(cookies.readonly, item.id, { action: 'add', quantity: 1 }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('READ_ONLY');
    }
    expect((await t.allEvents()).length).toBe(before);
    for (const url of ['/api/inventory', '/api/inventory-items', `/api/inventory/${item.id}/movements`]) {
      expect((await api.call('GET', url, cookies.readonly)).statusCode, url).toBe(200);
    }
  });

  it('without a session every inventory call is a 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/inventory'],
      ['GET', '/api/inventory-items'],
      ['POST', '/api/inventory'],
      ['PUT', `/api/inventory/${MISSING}`],
      ['PUT', `/api/inventory/${MISSING}/stock`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
    }
  });
});
