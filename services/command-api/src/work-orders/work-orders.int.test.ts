import type { WorkOrderDto } from '@lavadero/contracts/work-orders';
import { allProjections } from '@lavadero/read-models/projections';
import { rebuildReadModels } from '@lavadero/read-models/rebuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startWorkOrdersTestServer,
  type WorkOrdersTestServer,
} from '../../test-support/work-orders-test-kit';

const CREATED_AT = '2026-11-21T13:00:00.000Z';
const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';

// One server per database; every test leaves the clock at CREATED_AT.
describe.each(['pglite', 'postgres'] as const)('work orders on %s', (database) => {
  let s: WorkOrdersTestServer;
  beforeAll(async () => {
    s = await startWorkOrdersTestServer({ database, clockStart: CREATED_AT });
  });
  afterAll(() => s.t.close());

  const put = (id: string, body: object, cookie = s.cookies.user) =>
    s.call('PUT', `/api/work-orders/${id}`, cookie, body);

  it('creates an order whole, recibido, numbered, priced by the server with the client’s total ignored', async () => {
    const res = await s.call(
      'POST',
      '/api/work-orders',
      s.cookies.user,
      s.orderBody({
        estado: 'entregado',
        total: 1,
        items: [
          { serviceId: s.serviceId, quantity: 2, price: 1, nombre: 'lo que sea' },
          { inventoryItemId: s.productId, cantidad: 1 },
        ],
      } as never),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order: WorkOrderDto = res.json();
    expect(order).toMatchObject({
      numero: expect.any(Number),
      estado: 'recibido',
      customerNombre: 'María González',
      customerTelefono: '0981 123 456',
      vehiclePlaca: 'ABC 123',
      vehicleMarca: 'Toyota',
      vehicleModelo: 'Corolla',
      fechaEntrada: CREATED_AT,
      fechaInicio: null,
      observaciones: 'Rayón en la puerta trasera',
      total: 135_000,
      facturada: false,
      saleId: null,
      numeroFactura: null,
    });
    expect(order.items.map((i) => [i.nombre, i.precio, i.cantidad, i.quantity, i.price, i.total])).toEqual([
      ['Lavado Completo', 50_000, 2, 2, 50_000, 100_000],
      ['Shampoo Neutro', 35_000, 1, 1, 35_000, 35_000],
    ]);
    const items = (await s.call('GET', `/api/work-orders/${order.id}/items`, s.cookies.readonly)).json();
    expect(items).toEqual(order.items);
    expect(items[0]).toMatchObject({ serviceId: s.serviceId, comboId: null, inventoryItemId: null });
  });

  it('refuses a missing or foreign vehicle, an unknown or inactive service, a quantity below 1: nothing appended', async () => {
    const inactive = (
      await s.call('POST', '/api/services', s.cookies.admin, {
        nombre: 'Pulido viejo',
        precio: 10_000,
        activo: false,
      })
    ).json().id;
    const events = await s.eventCount();
    const refusals = [
      [{ vehicleId: undefined }, 400, 'El vehículo es obligatorio'],
      [{ customerId: '' }, 400, 'El cliente es obligatorio'],
      [{ vehicleId: s.touristVehicleId }, 422, 'El vehículo no pertenece al cliente seleccionado'],
      [{ vehicleId: UNKNOWN }, 404, 'Vehículo no encontrado'],
      [{ customerId: UNKNOWN }, 404, 'Cliente no encontrado'],
      [{ items: [{ serviceId: UNKNOWN }] }, 404, 'Servicio no encontrado'],
      [{ items: [{ serviceId: inactive }] }, 422, 'El servicio Pulido viejo no está activo'],
      [
        { items: [{ serviceId: s.serviceId, quantity: 0 }] },
        400,
        expect.stringContaining('mayor o igual a 1'),
      ],
      [
        { items: [{ serviceId: s.serviceId, quantity: 1.5 }] },
        400,
        expect.stringContaining('mayor o igual a 1'),
      ],
    ] as const;
    for (const [change, status, message] of refusals) {
      const res = await s.call('POST', '/api/work-orders', s.cookies.user, { ...s.orderBody(), ...change });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toEqual(message);
    }
    expect(await s.eventCount()).toBe(events);
  });

  it('gives 5 simultaneous creations 5 distinct consecutive numbers', async () => {
    const last = (await s.createOrder()).numero;
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => s.call('POST', '/api/work-orders', s.cookies.user, s.orderBody())),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const numeros = replies.map((r) => (r.json() as WorkOrderDto).numero).sort((a, b) => a - b);
    expect(numeros).toEqual([1, 2, 3, 4, 5].map((n) => last + n));
  });

  it('adds items one call at a time (spec 2 §7) and keeps the total the server’s sum', async () => {
    const order = await s.createOrder(s.orderBody({ items: [] }));
    expect(order.total).toBe(0);
    const res = await s.call('POST', `/api/work-orders/${order.id}/items`, s.cookies.user, {
      workOrderId: order.id,
      serviceId: s.serviceId,
      comboId: null,
      inventoryItemId: null,
      nombre: 'Lavado',
      quantity: 3,
      price: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      nombre: 'Lavado Completo',
      precio: 50_000,
      cantidad: 3,
      total: 150_000,
    });
    const listed = (await s.call('GET', '/api/work-orders', s.cookies.readonly)).json() as WorkOrderDto[];
    expect(listed.find((o) => o.id === order.id)?.total).toBe(150_000);
  });

  it('moves through the allowed estados with the server’s dates and refuses any other move with 409', async () => {
    const order = await s.createOrder();
    const events = await s.eventCount();
    const skip = await put(order.id, { estado: 'terminado' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('Transición no permitida: recibido → terminado');
    expect(await s.eventCount()).toBe(events);

    s.clock.set('2026-11-21T13:10:00.000Z');
    expect((await put(order.id, { estado: 'en_proceso' })).json().fechaInicio).toBe(
      '2026-11-21T13:10:00.000Z',
    );
    s.clock.set('2026-11-21T13:40:00.000Z');
    const done = (await put(order.id, { estado: 'terminado' })).json();
    expect(done).toMatchObject({ estado: 'terminado', fechaFin: '2026-11-21T13:40:00.000Z' });

    const edit = await put(order.id, { observaciones: 'tarde' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toMatch(/ya no se pueden modificar/);
    expect((await put(order.id, { estado: 'cancelado' })).json().message).toBe(
      'Transición no permitida: terminado → cancelado',
    );
    s.clock.set('2026-11-21T14:00:00.000Z');
    const delivered = (await put(order.id, { estado: 'entregado' })).json();
    expect(delivered).toMatchObject({ estado: 'entregado', fechaEntrega: '2026-11-21T14:00:00.000Z' });
    s.clock.set(CREATED_AT);
  });

  it('edits observaciones and items until terminado, and cancels from recibido', async () => {
    const order = await s.createOrder();
    const res = await put(order.id, {
      observaciones: '',
      items: [
        { serviceId: s.serviceId, quantity: 1 },
        { inventoryItemId: s.productId, quantity: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ observaciones: null, total: 120_000 });
    expect((await put(order.id, { estado: 'cancelado' })).json().estado).toBe('cancelado');
  });

  it('deletes an unbilled order from the lists; its number is never given again', async () => {
    const order = await s.createOrder();
    const res = await s.call('DELETE', `/api/work-orders/${order.id}`, s.cookies.user);
    expect(res.statusCode).toBe(204);
    const listed = (await s.call('GET', '/api/work-orders', s.cookies.user)).json() as WorkOrderDto[];
    expect(listed.some((o) => o.id === order.id)).toBe(false);
    expect((await s.call('GET', `/api/work-orders/${order.id}`, s.cookies.user)).statusCode).toBe(404);
    expect((await s.call('DELETE', `/api/work-orders/${order.id}`, s.cookies.user)).statusCode).toBe(404);
    expect((await s.createOrder()).numero).toBe(order.numero + 1);
    const deleted = (await s.t.allEvents()).filter((e) => e.type === 'WorkOrderDeleted');
    expect(deleted.at(-1)?.data).toMatchObject({ workOrderId: order.id, numero: order.numero });
  });

  it('gives the print data: customer, vehicle and each line with its total', async () => {
    const order = await s.createOrder(
      s.orderBody({ items: [{ serviceId: s.serviceId, quantity: 2 }, { inventoryItemId: s.productId }] }),
    );
    const res = await s.call('GET', `/api/print/work-orders/${order.id}`, s.cookies.readonly);
    expect(res.statusCode).toBe(200);
    const print = res.json();
    expect(print.customer).toMatchObject({ nombre: 'María González', docTipo: 'CI', docNumero: '1234567' });
    expect(print.vehicle).toMatchObject({
      placa: 'ABC 123',
      marca: 'Toyota',
      modelo: 'Corolla',
      color: 'Blanco',
    });
    expect(print.orderItems).toEqual([
      { name: 'Lavado Completo', quantity: 2, price: 50_000, total: 100_000 },
      { name: 'Shampoo Neutro', quantity: 1, price: 35_000, total: 35_000 },
    ]);
    expect(print.workOrder).toMatchObject({ numero: order.numero, total: 135_000 });
    expect(print.company).toMatchObject({ razonSocial: 'Lavadero Central S.A.' });
    expect((await s.call('GET', `/api/print/work-orders/${UNKNOWN}`, s.cookies.user)).statusCode).toBe(404);
  });

  it('counts active orders and the ones delivered today in Asunción for the dashboard', async () => {
    const before = (await s.call('GET', '/api/work-orders/stats', s.cookies.readonly)).json();
    expect(before.fecha).toBe('2026-11-21');
    const active = await s.createOrder();
    await s.moveTo(active.id, 'en_proceso');
    // 02:30 UTC on the 22nd is still the 21st in Asunción (UTC-3).
    s.clock.set('2026-11-22T02:30:00.000Z');
    const late = await s.createOrder();
    await s.moveTo(late.id, 'entregado');
    const after = (await s.call('GET', '/api/work-orders/stats', s.cookies.readonly)).json();
    expect(after).toEqual({
      ordenesActivas: before.ordenesActivas + 1,
      serviciosRealizados: before.serviciosRealizados + 1,
      fecha: '2026-11-21',
    });
    s.clock.set('2026-11-22T04:00:00.000Z');
    expect((await s.call('GET', '/api/work-orders/stats', s.cookies.user)).json()).toMatchObject({
      serviciosRealizados: 0,
      fecha: '2026-11-22',
    });
    s.clock.set(CREATED_AT);
  });

  it('readonly reads every list but gets 403 on every write, appending nothing', async () => {
    const order = await s.createOrder();
    const events = await s.eventCount();
    const ro = s.cookies.readonly;
    const writes = [
      s.call('POST', '/api/work-orders', ro, s.orderBody()),
      s.call('POST', `/api/work-orders/${order.id}/items`, ro, { serviceId: s.serviceId }),
      s.call('PUT', `/api/work-orders/${order.id}`, ro, { estado: 'en_proceso' }),
      s.call('DELETE', `/api/work-orders/${order.id}`, ro),
      s.call('POST', '/api/sales/create-from-order', ro, s.billBody(order.id)),
    ];
    expect((await Promise.all(writes)).map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    const reads = ['/api/work-orders', `/api/work-orders/${order.id}`, `/api/work-orders/${order.id}/items`];
    for (const url of [...reads, `/api/print/work-orders/${order.id}`, '/api/work-orders/stats']) {
      expect((await s.call('GET', url, ro)).statusCode, url).toBe(200);
    }
    expect(await s.eventCount()).toBe(events);
  });

  it('filters the list by estado', async () => {
    const listed = (await s.call('GET', '/api/work-orders?estado=cancelado', s.cookies.user)).json();
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((o: WorkOrderDto) => o.estado === 'cancelado')).toBe(true);
    expect((await s.call('GET', '/api/work-orders?estado=otro', s.cookies.user)).statusCode).toBe(400);
  });

  it('a rebuild of the work-order read model from the events equals the live table', async () => {
    const live = await s.t.readDb.selectFrom('workOrders').selectAll().orderBy('id').execute();
    expect(live.length).toBeGreaterThan(5);
    await s.t.runner.stop();
    await rebuildReadModels(s.t.readDb, s.t.store, allProjections);
    expect(await s.t.readDb.selectFrom('workOrders').selectAll().orderBy('id').execute()).toEqual(live);
    await s.t.runner.start();
  });
});
