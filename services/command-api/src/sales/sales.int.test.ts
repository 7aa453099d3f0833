import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SalesTestServer, startSalesTestServer } from './sales-test-kit';

describe.each(['pglite', 'postgres'] as const)('POST /api/sales on %s', (database) => {
  let s: SalesTestServer;
  beforeAll(async () => {
    s = await startSalesTestServer({ database });
  });
  afterAll(() => s.t.close());

  it('issues a sale priced by the server, numbered under the stamp in force, and takes its stock', async () => {
    const before = await s.stockOf();
    const sale = await s.sell(s.saleBody({ units: 2 }));
    expect(sale).toMatchObject({
      numeroFactura: expect.stringMatching(/^001-002-\d{7}$/),
      timbradoUsado: '12345678',
      total: 120_000,
      impuestos: 10_909,
      subtotal: 109_091,
      fecha: '2026-11-21',
      customerNombre: 'María González',
      anulada: false,
    });
    expect(sale.items).toHaveLength(2);
    expect(await s.stockOf()).toBe(before - 2);
    const listed = (await s.call('GET', '/api/sales', s.cookies.readonly)).json();
    expect(listed[0]).toMatchObject({ id: sale.id, numeroFactura: sale.numeroFactura });
  });
});
