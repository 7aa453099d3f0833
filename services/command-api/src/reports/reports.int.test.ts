import { allProjections } from '@lavadero/read-models/projections';
import { rebuildReadModels } from '@lavadero/read-models/rebuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startWorkOrdersTestServer,
  type WorkOrdersTestServer,
} from '../../test-support/work-orders-test-kit';

// Asunción is UTC−3: 02:30 UTC on Jan 1 is still Dec 31 there, 03:30 UTC is Jan 1.
const DEC_30 = '2026-12-30T15:00:00.000Z';
const DEC_31 = '2026-12-31T12:00:00.000Z';
const DEC_31_LATE = '2027-01-01T02:30:00.000Z';
const JAN_1 = '2027-01-01T03:30:00.000Z';

const zeros = (date: string) => ({ date, amount: 0, orders: 0, average: 0 });
const noSales = { amount: 0, orders: 0, completedOrders: 0, averageTicket: 0, activeCustomers: 0 };

describe.each(['pglite', 'postgres'] as const)('reports on %s', (database) => {
  let s: WorkOrdersTestServer;
  const report = (path: string, query: string, cookie = s.cookies.admin) =>
    s.call('GET', `/api/reports/${path}?${query}`, cookie);

  // María buys on Dec 30, Dec 31 and Jan 1 (and once more on Jan 1, voided); João, a tourist,
  // buys late on Dec 31. A service is 50.000, a product 35.000; tourists pay no IVA. Two work orders
  // reach terminado on Dec 31 (one late, still Dec 31 in Asunción; it is then delivered on Jan 1), a
  // third is only en proceso on Jan 1.
  beforeAll(async () => {
    s = await startWorkOrdersTestServer({ database, clockStart: DEC_30 });
    await s.sell(s.saleBody({ units: 0 }));
    const received = await s.createOrder();
    s.clock.set(DEC_31);
    await s.sell(s.saleBody({ units: 1 }));
    await s.moveTo((await s.createOrder()).id, 'terminado');
    s.clock.set(DEC_31_LATE);
    await s.sell(s.saleBody({ units: 0, customer: 'tourist' }));
    const late = await s.moveTo((await s.createOrder()).id, 'terminado');
    s.clock.set(JAN_1);
    await s.sell(s.saleBody({ units: 0 }));
    expect(
      (await s.call('PUT', `/api/work-orders/${late.id}`, s.cookies.user, { estado: 'entregado' }))
        .statusCode,
    ).toBe(200);
    await s.moveTo(received.id, 'en_proceso');
    const voided = await s.sell(s.saleBody({ units: 2 }));
    expect((await s.call('DELETE', `/api/sales/${voided.id}`, s.cookies.admin)).statusCode).toBe(200);
  });
  afterAll(() => s.t.close());

  it('gives every day of a custom period, its totals and the equal period before it', async () => {
    const res = await report('sales', 'period=custom&from=2026-12-30&to=2027-01-01');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      period: { from: '2026-12-30', to: '2027-01-01' },
      previousPeriod: { from: '2026-12-27', to: '2026-12-29' },
      daily: [
        { date: '2026-12-30', amount: 50_000, orders: 1, average: 50_000 },
        { date: '2026-12-31', amount: 135_000, orders: 2, average: 67_500 },
        { date: '2027-01-01', amount: 50_000, orders: 1, average: 50_000 },
      ],
      totals: { amount: 235_000, orders: 4, completedOrders: 2, averageTicket: 58_750, activeCustomers: 2 },
      previousTotals: noSales,
    });
  });

  it('takes today from the clock in Asunción: day compares with yesterday, week starts on Monday', async () => {
    const day = (await report('sales', 'period=day')).json();
    expect(day.daily).toEqual([{ date: '2027-01-01', amount: 50_000, orders: 1, average: 50_000 }]);
    expect(day.totals.completedOrders).toBe(0);
    expect(day.previousTotals).toEqual({
      amount: 135_000,
      orders: 2,
      completedOrders: 2,
      averageTicket: 67_500,
      activeCustomers: 2,
    });
    const week = (await report('sales', 'period=week')).json();
    expect(week.period).toEqual({ from: '2026-12-28', to: '2027-01-01' });
    expect(week.daily.map((d: { date: string }) => d.date)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(week.daily[0]).toEqual(zeros('2026-12-28'));
    expect(week.totals.amount).toBe(235_000);
    // The year began today: December's sales belong to the previous one.
    const year = (await report('sales', 'period=year')).json();
    expect(year.totals).toEqual({
      amount: 50_000,
      orders: 1,
      completedOrders: 0,
      averageTicket: 50_000,
      activeCustomers: 1,
    });
    expect(year.previousPeriod).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });

  it('ranks services and customers of the period, without the voided sale', async () => {
    const query = 'period=custom&from=2026-12-30&to=2027-01-01';
    expect((await report('services', query)).json()).toEqual([
      { id: s.serviceId, name: 'Lavado Completo', revenue: 200_000, count: 4, percentage: 100 },
    ]);
    expect((await report('customers', query)).json()).toEqual([
      {
        id: s.localId,
        name: 'María González',
        visits: 3,
        lastVisit: '2027-01-01',
        spent: 185_000,
        average: 61_667,
      },
      {
        id: s.touristId,
        name: expect.any(String),
        visits: 1,
        lastVisit: '2026-12-31',
        spent: 50_000,
        average: 50_000,
      },
    ]);
    expect((await report('customers', 'period=custom&from=2027-01-02&to=2027-01-02')).json()).toEqual([]);
  });

  it('ranks the customers of all time when no period is given (spec 2 §7 lists it without one)', async () => {
    const res = await s.call('GET', '/api/reports/customers', s.cookies.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { id: string; visits: number }) => [c.id, c.visits])).toEqual([
      [s.localId, 3],
      [s.touristId, 1],
    ]);
    const dates = await report('customers', 'from=2027-01-01&to=2027-01-01');
    expect(dates.statusCode).toBe(400);
    expect(dates.json().message).toContain('Las fechas Desde y Hasta necesitan period=custom');
  });

  it.each([
    ['period=fortnight', 'El período debe ser day, week, month, quarter, year o custom'],
    ['', 'El período debe ser day, week, month, quarter, year o custom'],
    ['period=custom&from=2027-01-01', 'Un período personalizado necesita las fechas Desde y Hasta'],
    ['period=custom&from=2027-01-02&to=2027-01-01', 'La fecha Desde no puede ser posterior a Hasta'],
    ['period=custom&from=2026-01-01&to=2027-01-02', 'El período personalizado no puede superar 366 días'],
    ['period=custom&from=2026-02-30&to=2026-03-01', 'La fecha Desde debe tener el formato AAAA-MM-DD'],
    ['period=week&from=2026-12-01', 'Las fechas Desde y Hasta solo valen para un período personalizado'],
  ])('refuses ?%s with a Spanish 400', async (query, message) => {
    // Only the customers report may go without a period.
    for (const path of query === '' ? ['sales', 'services'] : ['sales', 'services', 'customers']) {
      const res = await report(path, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('accepts a custom period of exactly 366 days', async () => {
    const res = await report('sales', 'period=custom&from=2026-01-01&to=2027-01-01');
    expect(res.statusCode).toBe(200);
    expect(res.json().daily).toHaveLength(366);
  });

  it('is for administrators only', async () => {
    for (const path of ['sales', 'services', 'customers']) {
      expect((await report(path, 'period=week', s.cookies.user)).statusCode).toBe(403);
      expect((await report(path, 'period=week', s.cookies.readonly)).statusCode).toBe(403);
      expect((await s.call('GET', `/api/reports/${path}?period=week`, null)).statusCode).toBe(401);
    }
  });

  // Last: it stops the live projections.
  it('gives the same reports after a rebuild from the events', async () => {
    const queries = ['sales?period=week', 'services?period=week', 'customers?period=year'];
    const read = () =>
      Promise.all(
        queries.map(async (q) => (await s.call('GET', `/api/reports/${q}`, s.cookies.admin)).json()),
      );
    const live = await read();
    await s.t.runner.stop();
    await rebuildReadModels(s.t.readDb, s.t.store, allProjections);
    expect(await read()).toEqual(live);
  });
});
