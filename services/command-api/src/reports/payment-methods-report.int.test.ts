import { allProjections } from '@lavadero/read-models/projections';
import { rebuildReadModels } from '@lavadero/read-models/rebuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SalesTestServer, startSalesTestServer } from '../../test-support/sales-test-kit';

describe.each(['pglite', 'postgres'] as const)('sales by payment method on %s', (database) => {
  let s: SalesTestServer;
  beforeAll(async () => {
    s = await startSalesTestServer({ database, stock: 50 });
  });
  afterAll(() => s.t.close());

  it('counts each part in its method, follows corrections and voids, and equals a rebuild', async () => {
    const { cookies } = s;
    const split = (pagos: unknown) => s.saleBody({ pagos } as never); // 85.000 each
    await s.sell(
      split([
        { medio: 'efectivo', monto: 35_000, entregado: 40_000 },
        { medio: 'tarjeta_debito', monto: 50_000 },
      ]),
    );
    const plain = await s.sell(s.saleBody({ medioPago: 'transferencia' }));
    const voided = await s.sell(
      split([
        { medio: 'efectivo', monto: 20_000 },
        { medio: 'tarjeta_credito', monto: 65_000 },
      ]),
    );
    expect((await s.call('DELETE', `/api/sales/${voided.id}`, cookies.admin)).statusCode).toBe(200);
    const corrected = await s.call('PUT', `/api/sales/${plain.id}`, cookies.admin, {
      ...s.saleBody(),
      pagos: [
        { medio: 'transferencia', monto: 60_000 },
        { medio: 'efectivo', monto: 25_000 },
      ],
    });
    expect(corrected.statusCode, corrected.body).toBe(200);

    const res = await s.call('GET', '/api/reports/payment-methods?period=day', cookies.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { medio: 'efectivo', label: 'Efectivo', amount: 60_000, sales: 2 },
      { medio: 'transferencia', label: 'Transferencia', amount: 60_000, sales: 1 },
      { medio: 'tarjeta_debito', label: 'Tarjeta de Débito', amount: 50_000, sales: 1 },
    ]);
    // The owner's view: a cashier may not read it.
    expect((await s.call('GET', '/api/reports/payment-methods?period=day', cookies.user)).statusCode).toBe(
      403,
    );

    const snapshot = async () => ({
      sales: await s.t.readDb.selectFrom('reportSalePayments').selectAll().orderBy('id').execute(),
      daily: await s.t.readDb
        .selectFrom('reportPaymentMethodDaily')
        .selectAll()
        .orderBy('fecha')
        .orderBy('medio')
        .execute(),
    });
    const live = await snapshot();
    await s.t.runner.stop();
    await rebuildReadModels(
      s.t.readDb,
      s.t.store,
      allProjections.filter((p) => p.name === 'payment_methods_report'),
    );
    expect(await snapshot()).toEqual(live);
    await s.t.runner.start();
  });
});
