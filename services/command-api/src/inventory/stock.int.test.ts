import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryClient, signInRoles } from '../../test-support/inventory-test-helpers';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;
let api: ReturnType<typeof inventoryClient>;
let cookies: Awaited<ReturnType<typeof signInRoles>>;
let userId: string;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await startTestServer();
  api = inventoryClient(t);
  cookies = await signInRoles(t);
  userId = (await api.call('GET', '/api/auth/me', cookies.admin)).json().user.id;
});
afterAll(() => t.close());

describe('PUT /api/inventory/{id}/stock', () => {
  it('adds and removes stock, answering the updated product', async () => {
    const item = await api.create(cookies.admin, { stockActual: 10, stockMinimo: 4, unidadMedida: 'LT' });
    const added = await api.stock(cookies.admin, item.id, { action: 'add', quantity: 5, reason: 'Compra' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ id: item.id, stockActual: 15, unidadMedida: 'LT' });
    const removed = await api.stock(cookies.admin, item.id, { action: 'remove', quantity: '9' });
    expect(removed.json()).toMatchObject({ stockActual: 6, estadoAlerta: 'bajo', nivelStock: 'bajo' });
  });

  it('records every change as StockAdjusted with its reason and the acting user', async () => {
    const item = await api.create(cookies.admin, { stockActual: 3 });
    await api.stock(cookies.admin, item.id, { action: 'remove', quantity: 2, reason: 'Uso en lavado' });
    const last = (await t.allEvents()).at(-1);
    expect(last).toMatchObject({
      streamId: `inventory-item-${item.id}`,
      type: 'StockAdjusted',
      data: {
        itemId: item.id,
        action: 'remove',
        quantity: 2,
        previousStock: 3,
        newStock: 1,
        reason: 'Uso en lavado',
        userId,
      },
      metadata: { userId },
    });
    const history = await api.call('GET', `/api/inventory/${item.id}/movements`, cookies.readonly);
    expect(history.json()).toEqual([
      expect.objectContaining({
        action: 'remove',
        quantity: 2,
        newStock: 1,
        reason: 'Uso en lavado',
        userId,
      }),
      expect.objectContaining({ action: 'add', quantity: 3, newStock: 3, reason: 'Stock inicial' }),
    ]);
  });

  it('a reason is optional', async () => {
    const item = await api.create(cookies.admin);
    await api.stock(cookies.admin, item.id, { action: 'add', quantity: 1, reason: '' });
    expect((await t.allEvents()).at(-1)?.data).toMatchObject({ reason: null });
  });

  it('refuses to remove more than the stock, says so, and appends nothing', async () => {
    const item = await api.create(cookies.admin, { stockActual: 3, unidadMedida: 'UN' });
    const before = (await t.allEvents()).length;
    const res = await api.stock(cookies.admin, item.id, { action: 'remove', quantity: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: 'Stock insuficiente: hay 3 UN y se intentó descontar 5',
    });
    expect((await t.allEvents()).length).toBe(before);
    expect((await api.list(cookies.user)).find((i) => i.id === item.id)?.stockActual).toBe(3);
  });

  it.each([
    [{ action: 'add' }, 'La cantidad debe ser un número entero mayor a 0'],
    [{ action: 'add', quantity: 0 }, 'La cantidad debe ser un número entero mayor a 0'],
    [{ action: 'add', quantity: -4 }, 'La cantidad debe ser un número entero mayor a 0'],
    [{ action: 'add', quantity: 1.5 }, 'La cantidad debe ser un número entero mayor a 0'],
    [{ action: 'add', quantity: 'dos' }, 'La cantidad debe ser un número entero mayor a 0'],
    [{ action: 'add', quantity: 2_000_000 }, 'La cantidad no puede superar 1.000.000'],
    [{ action: 'sumar', quantity: 1 }, 'La acción debe ser agregar (add) o descontar (remove)'],
    [{ quantity: 1 }, 'La acción debe ser agregar (add) o descontar (remove)'],
    [{ action: 'add', quantity: 1, reason: 'x'.repeat(201) }, 'El motivo no puede exceder 200 caracteres'],
  ])('refuses %j with “%s” and appends nothing', async (body, message) => {
    const item = await api.create(cookies.admin);
    const before = (await t.allEvents()).length;
    const res = await api.stock(cookies.admin, item.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await t.allEvents()).length).toBe(before);
  });

  it('estadoAlerta follows the stock across the thresholds', async () => {
    const item = await api.create(cookies.admin, { stockActual: 16, stockMinimo: 10 });
    expect(item).toMatchObject({ estadoAlerta: 'normal', nivelStock: 'normal' });
    const remove = async (quantity: number) =>
      (await api.stock(cookies.admin, item.id, { action: 'remove', quantity })).json();
    expect(await remove(1)).toMatchObject({ stockActual: 15, estadoAlerta: 'bajo', nivelStock: 'bajo' });
    expect(await remove(5)).toMatchObject({
      stockActual: 10,
      estadoAlerta: 'critico',
      nivelStock: 'critico',
    });
    expect(await remove(10)).toMatchObject({
      stockActual: 0,
      estadoAlerta: 'critico',
      nivelStock: 'agotado',
    });
  });

  it('concurrent removals never take the stock below 0', async () => {
    const item = await api.create(cookies.admin, { stockActual: 5 });
    const results = await Promise.all(
      Array.from({ length: 4 }, () => api.stock(cookies.admin, item.id, { action: 'remove', quantity: 2 })),
    );
    const ok = results.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(2);
    expect(results.every((r) => [200, 409, 412].includes(r.statusCode))).toBe(true);
    expect((await api.list(cookies.user)).find((i) => i.id === item.id)?.stockActual).toBe(1);
  });

  it('an unknown product is a 404 that appends nothing', async () => {
    const before = (await t.allEvents()).length;
    const res = await api.stock(cookies.admin, MISSING, { action: 'add', quantity: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Producto no encontrado');
    expect((await api.call('GET', `/api/inventory/${MISSING}/movements`, cookies.user)).statusCode).toBe(404);
    expect((await t.allEvents()).length).toBe(before);
  });
});

describe('GET /api/inventory-items (point of sale)', () => {
  it('lists active products with only what the sale needs, searchable by name', async () => {
    const cera = await api.create(cookies.admin, {
      nombre: 'Cera Líquida Brillo',
      precio: '45.000',
      stockActual: 7,
    });
    await api.create(cookies.admin, { nombre: 'Aromatizante Pino' });
    const hidden = await api.create(cookies.admin, { nombre: 'Cera Vieja' });
    await api.call('PUT', `/api/inventory/${hidden.id}`, cookies.admin, { activo: false });

    const found = await api.call('GET', '/api/inventory-items?search=liquida', cookies.readonly);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([
      { id: cera.id, nombre: 'Cera Líquida Brillo', precio: 45000, stockActual: 7, unidadMedida: 'BOT' },
    ]);
    const all = (await api.call('GET', '/api/inventory-items', cookies.user)).json() as { nombre: string }[];
    expect(all.map((p) => p.nombre)).toContain('Aromatizante Pino');
    expect(all.map((p) => p.nombre)).not.toContain('Cera Vieja');
    const cera2 = (await api.call('GET', '/api/inventory-items?search=CERA', cookies.user)).json();
    expect(cera2.map((p: { nombre: string }) => p.nombre)).toEqual(['Cera Líquida Brillo']);
  });

  it('searches wildcards literally and refuses overlong searches', async () => {
    expect((await api.call('GET', '/api/inventory-items?search=%25', cookies.user)).json()).toEqual([]);
    const long = await api.call('GET', `/api/inventory-items?search=${'x'.repeat(101)}`, cookies.user);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('La búsqueda no puede exceder 100 caracteres');
  });
});
