import { toInvoiceUsageStreamId } from '@lavadero/domain/sales/invoice-usage-decide';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SalesTestServer,
  startSalesTestServer,
} from '../../services/command-api/test-support/sales-test-kit';
import { seedSales } from './growth-seed';

describe('seeding sales through the event store', () => {
  let s: SalesTestServer;
  beforeAll(async () => {
    s = await startSalesTestServer({ stock: 100, invoiceLimit: 10 });
  });
  afterAll(() => s.t.close());

  it('leaves the sale path where 25 sales through the API would have', async () => {
    const first = await s.sell();
    const cashier = await s.t.readDb
      .selectFrom('users')
      .select(['id', 'monthlyInvoiceLimit'])
      .where('role', '=', 'user')
      .executeTakeFirstOrThrow();

    await seedSales(s.t.store, s.t.readDb, {
      userId: cashier.id,
      monthlyInvoiceLimit: cashier.monthlyInvoiceLimit,
      now: s.clock.now(),
      body: s.saleBody(),
      count: 25,
    });
    expect(await s.t.runner.waitFor(await s.t.store.headPosition(), { timeoutMs: 20_000 })).toBe(true);
    const next = await s.sell();

    const number = (sale: { numeroFactura: string }) => Number(sale.numeroFactura.slice(-7));
    expect(number(next)).toBe(number(first) + 26);
    expect(await s.stockOf()).toBe(100 - 27);
    // The monthly limit in each month from the oldest, the rest in the month before this one.
    const counts = await Promise.all(
      ['2026-08', '2026-09', '2026-10'].map(async (period) => {
        const events = await s.t.store.readStream(toInvoiceUsageStreamId(cashier.id, period));
        return (events.at(-1)?.data as { count: number } | undefined)?.count;
      }),
    );
    expect(counts).toEqual([10, 10, 5]);
    const listed = (await s.call('GET', '/api/sales', s.cookies.admin)).json();
    expect(listed).toHaveLength(27);
  });
});
