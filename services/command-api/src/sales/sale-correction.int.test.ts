import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SalesTestServer, startSalesTestServer } from '../../test-support/sales-test-kit';

describe.each(['pglite', 'postgres'] as const)('correcting the lines of a sale on %s', (database) => {
  let s: SalesTestServer;
  beforeAll(async () => {
    s = await startSalesTestServer({ database, clockStart: '2026-11-21T13:00:00.000Z', stock: 10 });
  });
  afterAll(() => s.t.close());

  const correct = (id: string, units: number) =>
    s.call('PUT', `/api/sales/${id}`, s.cookies.admin, s.saleBody({ units }));
  const movementsOf = (saleId: string) =>
    s.t.readDb
      .selectFrom('inventoryMovements')
      .select(['action', 'quantity', 'reason', 'previousStock', 'newStock'])
      .where('saleId', '=', saleId)
      .execute();

  it('moves only the difference: fewer units give stock back, more take it, a removed line returns all', async () => {
    const sale = await s.sell(s.saleBody({ units: 3 }));
    expect(await s.stockOf()).toBe(7);

    const fewer = await correct(sale.id, 1);
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(fewer.json()).toMatchObject({ numeroFactura: sale.numeroFactura, total: 85_000 });
    expect(await s.stockOf()).toBe(9);

    expect((await correct(sale.id, 4)).statusCode).toBe(200);
    expect(await s.stockOf()).toBe(6);

    const serviceOnly = await correct(sale.id, 0);
    expect(serviceOnly.json()).toMatchObject({ numeroFactura: sale.numeroFactura, total: 50_000 });
    expect(serviceOnly.json().items).toHaveLength(1);
    expect(await s.stockOf()).toBe(10);

    const movements = await movementsOf(sale.id);
    expect(movements).toHaveLength(4);
    expect(movements).toEqual(
      expect.arrayContaining([
        { action: 'remove', quantity: 3, reason: 'venta', previousStock: 10, newStock: 7 },
        { action: 'add', quantity: 2, reason: 'corrección de venta', previousStock: 7, newStock: 9 },
        { action: 'remove', quantity: 3, reason: 'corrección de venta', previousStock: 9, newStock: 6 },
        { action: 'add', quantity: 4, reason: 'corrección de venta', previousStock: 6, newStock: 10 },
      ]),
    );
  });

  it('refuses a correction asking for more than the shelf holds, appending nothing', async () => {
    const sale = await s.sell(s.saleBody({ units: 1 }));
    const events = await s.eventCount();
    const res = await correct(sale.id, 1 + (await s.stockOf()) + 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Stock insuficiente para Shampoo Neutro: disponible \d+$/);
    expect(await s.eventCount()).toBe(events);
  });
});
