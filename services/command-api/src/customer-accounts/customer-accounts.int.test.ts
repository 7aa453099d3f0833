import type { CashSessionDto } from '@lavadero/contracts/cash-sessions';
import type { AgingReportDto, CustomerAccountDto } from '@lavadero/contracts/customer-accounts';
import { DEFAULT_CUSTOMER } from '@lavadero/contracts/customers';
import { allProjections } from '@lavadero/read-models/projections';
import { rebuildReadModels } from '@lavadero/read-models/rebuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SalesTestServer, startSalesTestServer } from '../../test-support/sales-test-kit';

describe.each(['pglite', 'postgres'] as const)('cuentas de clientes (%s)', (database) => {
  let s: SalesTestServer;
  beforeAll(async () => {
    s = await startSalesTestServer({ database });
  });
  afterAll(() => s.t.close());

  const account = async (cookie = s.cookies.user) => {
    const res = await s.call('GET', `/api/customers/${s.localId}/account`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CustomerAccountDto;
  };
  const setLimit = (cookie: string, limite: unknown) =>
    s.call('PUT', `/api/customers/${s.localId}/account/limit`, cookie, { limite });
  const pay = (cookie: string, body: unknown) =>
    s.call('POST', `/api/customers/${s.localId}/account/payments`, cookie, body);
  const onCredit = (units = 1, customerId = s.localId) =>
    s.call('POST', '/api/sales', s.cookies.user, s.saleBody({ medioPago: 'cuenta', units, customerId }));

  it('credit sales within the limit, a payment into the open caja, a void, the aging, and a rebuild', async () => {
    const { cookies } = s;
    // No limit yet: no credit. A cashier cannot set one; an admin can.
    expect(await s.refused(onCredit(), 422)).toMatchObject({ code: 'NO_CREDIT' });
    await s.refused(setLimit(cookies.user, 200_000), 403);
    await s.refused(setLimit(cookies.admin, -1), 400);
    expect((await setLimit(cookies.admin, '200.000')).json()).toMatchObject({ saldo: 0, limite: 200_000 });
    // Cliente General never buys on credit.
    expect(await s.refused(onCredit(1, DEFAULT_CUSTOMER.id), 422)).toMatchObject({
      code: 'CREDIT_NEEDS_CUSTOMER',
    });

    const first = await onCredit(1); // 85.000
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ medioPago: 'cuenta', total: 85_000 });
    expect(await account()).toMatchObject({ saldo: 85_000, limite: 200_000 });
    expect((await s.call('GET', '/api/customer-accounts', cookies.readonly)).json()).toEqual([
      { customerId: s.localId, saldo: 85_000, limite: 200_000 },
    ]);
    // 85.000 + 120.000 passes the limit: the whole sale is refused.
    expect((await s.refused(onCredit(2), 422)).message).toContain('supera el límite de crédito');

    // A payment needs the receiver's open caja; it counts there with its method.
    expect(await s.refused(pay(cookies.user, { monto: 50_000, medioPago: 'efectivo' }), 409)).toMatchObject({
      code: 'NO_OPEN_CASH_SESSION',
    });
    const caja = (
      await s.call('POST', '/api/cash-sessions', cookies.user, { monto: 10_000 })
    ).json() as CashSessionDto;
    await s.refused(pay(cookies.readonly, { monto: 50_000, medioPago: 'efectivo' }), 403);
    await s.refused(pay(cookies.user, { monto: 0, medioPago: 'efectivo' }), 400);
    await s.refused(pay(cookies.user, { monto: 50_000, medioPago: 'cuenta' }), 400);
    expect(await s.refused(pay(cookies.user, { monto: 85_001, medioPago: 'efectivo' }), 409)).toMatchObject({
      code: 'PAYMENT_OVER_BALANCE',
    });
    const paid = await pay(cookies.user, { monto: '50.000', medioPago: 'efectivo' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ saldo: 35_000 });
    await pay(cookies.user, { monto: 5_000, medioPago: 'transferencia' });
    const inCaja = (await s.call('GET', `/api/cash-sessions/${caja.id}`, cookies.user)).json();
    // The credit sale took no cash; the payments did, each with its method.
    expect(inCaja.caja.figuras).toMatchObject({ ventasEfectivo: 50_000, esperado: 60_000 });
    expect(inCaja.movimientos.filter((m: { kind: string }) => m.kind === 'cobro')).toHaveLength(2);

    // A voided credit sale gives its charge back.
    const second = (await onCredit(0)).json() as { id: string }; // 50.000
    expect((await account()).saldo).toBe(80_000);
    expect((await s.call('DELETE', `/api/sales/${second.id}`, cookies.admin)).statusCode).toBe(200);
    const afterVoid = await account();
    expect(afterVoid.saldo).toBe(30_000);
    expect(afterVoid.movimientos.map((m) => m.kind)).toEqual([
      'reverso',
      'cargo',
      'pago',
      'pago',
      'cargo',
      'limite',
    ]);
    expect(afterVoid.movimientos[4]).toMatchObject({ monto: 85_000, numeroFactura: expect.any(String) });

    // Forty days later a new credit sale: the old rest is 31–60 days old, the new one 0–30 (FIFO).
    s.clock.set('2026-12-31T13:00:00.000Z');
    expect((await onCredit(0)).statusCode).toBe(201);
    await s.refused(s.call('GET', '/api/reports/customer-accounts-aging', cookies.user), 403);
    const aging = (
      await s.call('GET', '/api/reports/customer-accounts-aging', cookies.readonly)
    ).json() as AgingReportDto;
    expect(aging.fecha).toBe('2026-12-31');
    expect(aging.filas.find((r) => r.customerId === s.localId)).toMatchObject({
      saldo: 80_000,
      d0_30: 50_000,
      d31_60: 30_000,
      d61_90: 0,
      d90_mas: 0,
    });

    // The read models equal a rebuild from the events.
    const snapshot = async () => ({
      accounts: await s.t.readDb.selectFrom('customerAccounts').selectAll().orderBy('customerId').execute(),
      movements: await s.t.readDb.selectFrom('customerAccountMovements').selectAll().orderBy('id').execute(),
      charges: await s.t.readDb.selectFrom('customerAccountCharges').selectAll().orderBy('saleId').execute(),
      entries: await s.t.readDb.selectFrom('cashSessionEntries').selectAll().orderBy('id').execute(),
    });
    const live = await snapshot();
    await s.t.runner.stop();
    await rebuildReadModels(
      s.t.readDb,
      s.t.store,
      allProjections.filter((p) => p.name === 'customer_accounts' || p.name === 'cash_sessions'),
    );
    expect(await snapshot()).toEqual(live);
    await s.t.runner.start();
  });

  it('of two credit sales at once that together pass the limit, exactly one is stored', async () => {
    const url = `/api/customers/${s.touristId}/account`;
    expect((await s.call('PUT', `${url}/limit`, s.cookies.admin, { limite: 100_000 })).statusCode).toBe(200);
    const sale = () =>
      s.call('POST', '/api/sales', s.cookies.user, s.saleBody({ medioPago: 'cuenta', customer: 'tourist' }));
    const answers = await Promise.all([sale(), sale()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect((await s.call('GET', url, s.cookies.user)).json()).toMatchObject({ saldo: 85_000 });
  });
});
