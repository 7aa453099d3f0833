import type { SaleFromOrderDto, WorkOrderDto } from '@lavadero/contracts/work-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startWorkOrdersTestServer,
  type WorkOrdersTestServer,
} from '../../test-support/work-orders-test-kit';

const BILLED_AT = '2026-11-21T13:00:00.000Z';
const URL = '/api/sales/create-from-order';

// One server per database; the clock stays at BILLED_AT.
describe.each(['pglite', 'postgres'] as const)('billing a work order on %s', (database) => {
  let s: WorkOrdersTestServer;
  beforeAll(async () => {
    s = await startWorkOrdersTestServer({ database, clockStart: BILLED_AT });
  });
  afterAll(() => s.t.close());

  const finishedOrder = async () => s.moveTo((await s.createOrder()).id, 'terminado');
  const salesOf = async (orderId: string) =>
    (await s.t.allEvents()).filter(
      (e) => e.type === 'SaleIssued' && (e.data as { workOrderId: string }).workOrderId === orderId,
    );

  it('issues the sale, marks the order billed and delivers it, all in one append', async () => {
    const order = await finishedOrder();
    const before = (await s.t.allEvents()).length;
    const res = await s.call(
      'POST',
      URL,
      s.cookies.user,
      s.billBody(order.id, { action: 'print', markAsDelivered: true }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const reply: SaleFromOrderDto = res.json();
    expect(reply).toMatchObject({
      numeroFactura: expect.stringMatching(/^001-002-\d{7}$/),
      workOrderId: order.id,
      total: 50_000,
      action: 'print',
      workOrder: {
        id: order.id,
        estado: 'entregado',
        fechaEntrega: BILLED_AT,
        facturada: true,
        saleId: reply.id,
        numeroFactura: reply.numeroFactura,
      },
    });
    const appended = (await s.t.allEvents()).slice(before);
    expect(appended.map((e) => e.type)).toEqual([
      'InvoiceNumberAssigned',
      'InvoiceCounted',
      'SaleIssued',
      'WorkOrderBilled',
      'OrderAdvanced',
    ]);
    // All from this one request, written by the store's multi-stream append (all or nothing).
    expect(new Set(appended.map((e) => e.metadata.correlationId)).size).toBe(1);
    const listed = (await s.call('GET', '/api/work-orders', s.cookies.readonly)).json() as WorkOrderDto[];
    expect(listed.find((o) => o.id === order.id)).toMatchObject({
      facturada: true,
      numeroFactura: reply.numeroFactura,
    });
    const sale = (await s.call('GET', `/api/sales/${reply.id}/full`, s.cookies.readonly)).json();
    expect(sale.sale.workOrderId).toBe(order.id);
  });

  it('bills an entregado order without moving it, and a retry with the same TEMP number is the same sale', async () => {
    const order = await s.moveTo((await s.createOrder()).id, 'entregado');
    const body = s.billBody(order.id, { markAsDelivered: true });
    const first = await s.call('POST', URL, s.cookies.user, body);
    expect(first.statusCode, first.body).toBe(201);
    const events = await s.eventCount();
    const retry = await s.call('POST', URL, s.cookies.user, body);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    expect(await s.eventCount()).toBe(events);
  });

  it('refuses a second billing with 409 and no second invoice', async () => {
    const order = await finishedOrder();
    expect((await s.call('POST', URL, s.cookies.user, s.billBody(order.id))).statusCode).toBe(201);
    const events = await s.eventCount();
    const again = await s.call('POST', URL, s.cookies.admin, s.billBody(order.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La orden ya fue facturada');
    const viaSales = await s.call(
      'POST',
      '/api/sales',
      s.cookies.user,
      s.saleBody({ units: 0, workOrderId: order.id }),
    );
    expect(viaSales.statusCode).toBe(409);
    expect(await s.eventCount()).toBe(events);
    expect(await salesOf(order.id)).toHaveLength(1);
  });

  it('two cashiers billing one order at once: one 201, one 409, exactly one sale', async () => {
    const order = await finishedOrder();
    const replies = await Promise.all([
      s.call('POST', URL, s.cookies.user, s.billBody(order.id)),
      s.call('POST', URL, s.cookies.admin, s.billBody(order.id)),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(replies.find((r) => r.statusCode === 409)?.json().message).toBe('La orden ya fue facturada');
    expect(await salesOf(order.id)).toHaveLength(1);
    expect(
      (await s.t.allEvents()).filter(
        (e) => e.type === 'WorkOrderBilled' && (e.data as { workOrderId: string }).workOrderId === order.id,
      ),
    ).toHaveLength(1);
  });

  it('refuses before storing anything: a bad action, an order not finished, an unknown order, a bad sale', async () => {
    const open = await s.createOrder();
    const finished = await finishedOrder();
    const events = await s.eventCount();
    const badSale = s.billBody(finished.id);
    const refusals = [
      [s.billBody(finished.id, { action: 'email' }), 400, "Acción inválida: debe ser 'save' o 'print'"],
      [{ ...s.billBody(finished.id), action: undefined }, 400, "Acción inválida: debe ser 'save' o 'print'"],
      [
        s.billBody(open.id),
        409,
        'Solo se pueden facturar órdenes terminadas o entregadas (la orden está Recibido)',
      ],
      [s.billBody('00000000-0000-4000-8000-00000000abcd'), 404, 'Orden de trabajo no encontrada'],
      [
        { ...badSale, saleData: { ...badSale.saleData, total: 1 } },
        422,
        expect.stringContaining('Los montos no coinciden'),
      ],
    ] as const;
    for (const [body, status, message] of refusals) {
      const res = await s.call('POST', URL, s.cookies.user, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toEqual(message);
    }
    expect(await s.eventCount()).toBe(events);
  });

  it('a billed order cannot be deleted', async () => {
    const order = await finishedOrder();
    await s.call('POST', URL, s.cookies.user, s.billBody(order.id));
    const res = await s.call('DELETE', `/api/work-orders/${order.id}`, s.cookies.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('La orden ya fue facturada y no se puede eliminar');
  });

  it('voiding the invoice (admin, within 24 h) makes the order billable again; a correction keeps its order', async () => {
    const order = await finishedOrder();
    const first: SaleFromOrderDto = (await s.call('POST', URL, s.cookies.user, s.billBody(order.id))).json();
    const corrected = await s.call('PUT', `/api/sales/${first.id}`, s.cookies.admin, {
      ...s.saleBody({ units: 0, workOrderId: null }),
      medioPago: 'transferencia',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ medioPago: 'transferencia', workOrderId: order.id });
    const voided = await s.call('DELETE', `/api/sales/${first.id}`, s.cookies.admin);
    expect(voided.statusCode, voided.body).toBe(200);
    const unbilled = (await s.call('GET', `/api/work-orders/${order.id}`, s.cookies.user)).json();
    expect(unbilled).toMatchObject({ facturada: false, saleId: null, numeroFactura: null });
    const again = await s.call('POST', URL, s.cookies.user, s.billBody(order.id));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().workOrder).toMatchObject({ facturada: true, saleId: again.json().id });
  });
});
