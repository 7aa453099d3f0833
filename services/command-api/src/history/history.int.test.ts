import { randomUUID } from 'node:crypto';
import type { HistoryDto } from '@lavadero/contracts/history';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startWorkOrdersTestServer,
  type WorkOrdersTestServer,
} from '../../test-support/work-orders-test-kit';

/**
 * Every role reads every sale, order, customer and product, so every role reads their history;
 * the content is the log in words: names, never ids; no event keys.
 */
describe('histories, read from the log', () => {
  let s: WorkOrdersTestServer;
  let userIds: string[];
  beforeAll(async () => {
    s = await startWorkOrdersTestServer({ clockStart: '2026-11-21T13:00:00.000Z', stock: 10 });
    userIds = (await s.t.readDb.selectFrom('users').select('id').execute()).map((u) => u.id);
  });
  afterAll(() => s.t.close());

  const history = async (url: string, cookie = s.cookies.readonly): Promise<HistoryDto> => {
    const res = await s.call('GET', url, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const noIdsIn = (entries: HistoryDto) => {
    const text = JSON.stringify(entries);
    for (const id of userIds) expect(text).not.toContain(id);
  };

  it("tells a sale's issue, correction and void with names, lines before and after, positions", async () => {
    const sale = await s.sell(s.saleBody({ units: 1 }));
    const corrected = await s.call('PUT', `/api/sales/${sale.id}`, s.cookies.admin, s.saleBody({ units: 2 }));
    expect(corrected.statusCode, corrected.body).toBe(200);
    // A reason past 200 characters is refused and changes nothing; a reason given is kept.
    const tooLong = await s.call('DELETE', `/api/sales/${sale.id}`, s.cookies.admin, {
      motivo: 'x'.repeat(201),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('El motivo admite hasta 200 caracteres');
    const voided = await s.call('DELETE', `/api/sales/${sale.id}`, s.cookies.admin, {
      motivo: ' Cobro duplicado ',
    });
    expect(voided.statusCode, voided.body).toBe(200);

    // The fiscal worker's word on the sale's fiscal stream, told in the same list, in global order.
    await s.t.store.append(
      `sale-fiscal-${sale.id}`,
      [
        {
          id: randomUUID(),
          type: 'ElectronicDocumentWithdrawn',
          data: { saleId: sale.id, numeroFactura: sale.numeroFactura, cdc: null, at: '2026-11-21T13:00:01Z' },
          metadata: { userId: null, occurredAt: '2026-11-21T13:00:01.000Z' },
        },
      ],
      { expectedRevision: 'no_stream' },
    );

    const entries = await history(`/api/sales/${sale.id}/history`);
    expect(entries.map((e) => [e.kind, e.title])).toEqual([
      ['issued', 'Factura emitida'],
      ['corrected', 'Factura corregida'],
      ['voided', 'Factura anulada'],
      ['withdrawn', 'Documento retirado: anulada antes de la aprobación'],
    ]);
    expect(entries[2]?.details).toContainEqual({ label: 'Motivo', value: 'Cobro duplicado' });
    expect(entries.map((e) => e.who)).toEqual([
      expect.stringMatching(/^Usuario cajera_/),
      'Administrador',
      'Administrador',
      'Sistema',
    ]);
    const [issued, correction] = entries;
    expect(issued?.details).toContainEqual({ label: 'Número', value: sale.numeroFactura });
    expect(issued?.at).toBe('2026-11-21T13:00:00.000Z');
    const shampoo = (lines: { nombre: string; cantidad: number }[] | null | undefined) =>
      lines?.find((l) => l.nombre === 'Shampoo Neutro')?.cantidad;
    expect(shampoo(correction?.lines?.before)).toBe(1);
    expect(shampoo(correction?.lines?.after)).toBe(2);
    expect(correction?.details).toContainEqual({ label: 'Total', value: 'Gs. 85.000 → Gs. 120.000' });
    // Each event's place and link in the log's hash chain, in order.
    expect(entries.every((e) => /^\d+$/.test(e.position) && /^[0-9a-f]{64}$/.test(e.hash ?? ''))).toBe(true);
    const positions = entries.map((e) => Number(e.position));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    noIdsIn(entries);

    // The product's stock tells the same sale's movements, named by its invoice number.
    const stock = await history(`/api/inventory/${s.productId}/history`, s.cookies.user);
    const bySale = stock.filter((e) => e.details.some((d) => d.label === 'Venta'));
    expect(bySale.map((e) => e.kind)).toEqual(['stock-out', 'stock-out', 'stock-in']);
    expect(bySale[0]?.details).toContainEqual({ label: 'Venta', value: sale.numeroFactura });
    expect(bySale[2]?.details).toContainEqual({
      label: 'Stock',
      value: expect.stringMatching(/^\d+ → \d+$/),
    });
  });

  it("tells a work order's life up to its billing, and a customer's registration", async () => {
    const order = await s.createOrder();
    await s.moveTo(order.id, 'terminado');
    const billed = await s.call('POST', '/api/sales/create-from-order', s.cookies.user, s.billBody(order.id));
    expect(billed.statusCode, billed.body).toBe(201);

    const entries = await history(`/api/work-orders/${order.id}/history`, s.cookies.admin);
    expect(entries.map((e) => e.kind)).toEqual(['created', 'advanced', 'advanced', 'billed']);
    expect(entries[3]?.details).toEqual([{ label: 'Factura', value: billed.json().numeroFactura }]);
    expect(entries.every((e) => e.who.startsWith('Usuario cajera_'))).toBe(true);

    const sale = await history(`/api/sales/${billed.json().id}/history`);
    expect(sale[0]).toMatchObject({ kind: 'issued-from-order' });
    expect(sale[0]?.details).toContainEqual({ label: 'Orden de trabajo', value: `N° ${order.numero}` });

    const customer = await history(`/api/customers/${s.localId}/history`);
    expect(customer[0]).toMatchObject({
      kind: 'registered',
      title: 'Cliente registrado',
      who: 'Administrador',
    });
    noIdsIn([...entries, ...customer]);
  });

  it('answers 404 for an unknown record, 400 for a bad id, 401 without a session', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of ['sales', 'work-orders', 'customers', 'inventory']) {
      const res = await s.call('GET', `/api/${path}/${unknown}/history`, s.cookies.readonly);
      expect(res.statusCode, path).toBe(404);
    }
    expect((await s.call('GET', '/api/sales/abc/history', s.cookies.admin)).statusCode).toBe(400);
    expect((await s.call('GET', `/api/sales/${unknown}/history`, null)).statusCode).toBe(401);
  });
});
