import type { CashSessionDto } from '@lavadero/contracts/cash-sessions';
import type { SaleDto } from '@lavadero/contracts/sales';
import { allProjections } from '@lavadero/read-models/projections';
import { rebuildReadModels } from '@lavadero/read-models/rebuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SalesTestServer, startSalesTestServer } from '../../test-support/sales-test-kit';

describe.each(['pglite', 'postgres'] as const)('a sale paid with several methods (%s)', (database) => {
  let s: SalesTestServer;
  beforeAll(async () => {
    s = await startSalesTestServer({ database, stock: 50 });
  });
  afterAll(() => s.t.close());

  /** 85.000: the service (50.000) and one product (35.000). */
  const split = (pagos: unknown) => s.saleBody({ pagos } as never);
  const refused = async (body: unknown, status: number) => {
    const before = await s.eventCount();
    const res = await s.call('POST', '/api/sales', s.cookies.user, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(await s.eventCount()).toBe(before);
    return (res.json() as { message: string }).message;
  };

  it('stores every part with the change, reads old bodies as one payment, and the caja counts each part', async () => {
    const { cookies } = s;
    const open = await s.call('POST', '/api/cash-sessions', cookies.user, { monto: 100_000 });
    const caja = open.json() as CashSessionDto;

    const paid = await s.sell(
      split([
        { medio: 'efectivo', monto: 35_000, entregado: 50_000 },
        { medio: 'tarjeta_debito', monto: 50_000 },
      ]),
    );
    expect(paid.medioPago).toBe('efectivo');
    expect(paid.pagos).toEqual([
      { medio: 'efectivo', monto: 35_000, entregado: 50_000, vuelto: 15_000 },
      { medio: 'tarjeta_debito', monto: 50_000, entregado: null, vuelto: null },
    ]);
    const plain = await s.sell(s.saleBody({ medioPago: 'transferencia' }));
    expect(plain.pagos).toEqual([{ medio: 'transferencia', monto: 85_000, entregado: null, vuelto: null }]);
    // A retry of the split body is the same sale.
    const body = split([
      { medio: 'efectivo', monto: 20_000 },
      { medio: 'tarjeta_credito', monto: 65_000 },
    ]);
    const voided = await s.sell(body);
    const retry = await s.call('POST', '/api/sales', cookies.user, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(voided.id);

    // The admin moves the plain sale to a split; the user's open caja follows.
    const corrected = await s.call('PUT', `/api/sales/${plain.id}`, cookies.admin, {
      ...s.saleBody(),
      pagos: [
        { medio: 'transferencia', monto: 60_000 },
        { medio: 'efectivo', monto: 25_000 },
      ],
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((corrected.json() as SaleDto).pagos.map((p) => p.medio)).toEqual(['transferencia', 'efectivo']);
    // A correction naming only the same method keeps the split.
    const kept = await s.call('PUT', `/api/sales/${plain.id}`, cookies.admin, {
      ...s.saleBody(),
      medioPago: 'transferencia',
    });
    expect((kept.json() as SaleDto).pagos).toHaveLength(2);

    // The user voids nothing; the admin's caja takes the void's cash part.
    const adminCaja = (await s.call('POST', '/api/cash-sessions', cookies.admin, { monto: 0 })).json();
    expect((await s.call('DELETE', `/api/sales/${voided.id}`, cookies.admin)).statusCode).toBe(200);

    // 100.000 + 35.000 + 25.000 + 20.000 in cash.
    const closed = await s.call('POST', `/api/cash-sessions/${caja.id}/close`, cookies.user, {
      monto: 180_000,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((closed.json() as CashSessionDto).diferencia).toBe(0);
    expect((closed.json() as CashSessionDto).figuras.porMedio).toEqual([
      { medioPago: 'efectivo', ventas: 80_000, anulaciones: 0, neto: 80_000 },
      { medioPago: 'tarjeta_credito', ventas: 65_000, anulaciones: 0, neto: 65_000 },
      { medioPago: 'tarjeta_debito', ventas: 50_000, anulaciones: 0, neto: 50_000 },
      { medioPago: 'transferencia', ventas: 60_000, anulaciones: 0, neto: 60_000 },
    ]);
    const z = (await s.call('GET', `/api/cash-sessions/${caja.id}/z-report`, cookies.user)).json();
    expect(z.cantidadVentas).toBe(3);
    const adminClosed = await s.call('POST', `/api/cash-sessions/${adminCaja.id}/close`, cookies.admin, {
      monto: 0,
    });
    expect((adminClosed.json() as CashSessionDto).figuras).toMatchObject({
      anulacionesEfectivo: 20_000,
      esperado: -20_000,
    });

    // The read models equal a rebuild from the events.
    const snapshot = async () => ({
      sales: await s.t.readDb.selectFrom('sales').selectAll().orderBy('id').execute(),
      entries: await s.t.readDb.selectFrom('cashSessionEntries').selectAll().orderBy('id').execute(),
      payments: await s.t.readDb.selectFrom('cashSalePayments').selectAll().orderBy('saleId').execute(),
    });
    const live = await snapshot();
    expect(live.sales.find((r) => r.id === paid.id)?.pagos).toHaveLength(2);
    await s.t.runner.stop();
    await rebuildReadModels(
      s.t.readDb,
      s.t.store,
      allProjections.filter((p) => p.name === 'cash_sessions' || p.name === 'sales'),
    );
    expect(await snapshot()).toEqual(live);
    await s.t.runner.start();
  });

  it('refuses, in Spanish and appending nothing, a split that does not add up or gives change by card', async () => {
    expect(await refused(split([{ medio: 'efectivo', monto: 80_000 }]), 400)).toContain(
      'Los medios de pago suman Gs. 80.000 y el total de la venta es Gs. 85.000',
    );
    expect(
      await refused(split([{ medio: 'tarjeta_credito', monto: 85_000, entregado: 90_000 }]), 400),
    ).toContain('El monto entregado solo corresponde a un pago en efectivo');
    expect(await refused(split([{ medio: 'efectivo', monto: 85_000, entregado: 1_000 }]), 400)).toContain(
      'no puede ser menor',
    );
    expect(
      await refused(
        split([
          { medio: 'efectivo', monto: 95_000 },
          { medio: 'cheque', monto: -10_000 },
        ]),
        400,
      ),
    ).toContain('El monto del pago');
    expect(await refused(split([]), 400)).toContain('al menos un medio de pago');
    // The client's total is checked against the server's before its parts are.
    const wrongTotal = { ...split([{ medio: 'efectivo', monto: 80_000 }]), total: 80_000 };
    expect(await refused(wrongTotal, 422)).toContain('no coinciden');
  });
});
