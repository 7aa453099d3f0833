import { startSalesTestServer } from '../../services/command-api/test-support/sales-test-kit';
import { seedSales } from './growth-seed';
import { type LoadResult, load, loadRows, postJson } from './load';
import type { BenchRow } from './measure';

/** Earlier sales of the same service and product to the same customer by the same cashier. */
export const GROWTH_SEEDED = Number(
  process.argv.find((a) => a.startsWith('--seeded='))?.slice('--seeded='.length) ?? 100_000,
);
const MEASURED = 1_000;
/** The most a cashier may invoice a month (the users contract): the seed spreads over earlier months. */
const MONTHLY_LIMIT = 10_000;
/** A sale path whose cost grows with history may take seconds a sale: the later run stops here. */
const MAX_SECONDS = 180;
const CATCH_UP_MS = 30 * 60_000;

/**
 * Issue 21, item 1: does a sale cost more after years of history? A sale's latency over the first
 * 1,000 sales of one service and one product (one connection, so each is measured alone), then
 * GROWTH_SEEDED earlier sales of the same items appended straight to the event store (growth-seed.ts)
 * and the projections caught up, then 1,000 more sales through the API. The later/first ratio is the
 * figure: flat cost means close to 1. The server is the test kit's (the real routes and projections
 * in this process, as the embedded mode runs them) listening on a port; the load generator is its
 * own process.
 */
export async function benchGrowth(database: 'pglite' | 'postgres'): Promise<BenchRow[]> {
  const s = await startSalesTestServer({
    database,
    stock: GROWTH_SEEDED + 10 * MEASURED,
    invoiceLimit: MONTHLY_LIMIT,
  });
  try {
    const base = await s.t.app.listen({ port: 0, host: '127.0.0.1' });
    const sales = (maxSeconds?: number) =>
      load({
        ...postJson(`${base}/api/sales`, s.saleBody({ numeroFactura: 'TEMP-{{uuid}}' }), s.cookies.user),
        requests: MEASURED,
        connections: 1,
        maxSeconds,
      });
    const first = await sales();

    const cashier = await s.t.readDb
      .selectFrom('users')
      .select(['id', 'monthlyInvoiceLimit'])
      .where('role', '=', 'user')
      .executeTakeFirstOrThrow();
    const seeding = performance.now();
    await seedSales(s.t.store, s.t.readDb, {
      userId: cashier.id,
      monthlyInvoiceLimit: cashier.monthlyInvoiceLimit,
      now: s.clock.now(),
      body: s.saleBody(),
      count: GROWTH_SEEDED,
    });
    const appended = performance.now();
    if (!(await s.t.runner.waitFor(await s.t.store.headPosition(), { timeoutMs: CATCH_UP_MS }))) {
      throw new Error(`the projections did not catch up with ${GROWTH_SEEDED} sales in time`);
    }
    const caughtUp = performance.now();
    const later = await sales(MAX_SECONDS);

    const seeded = GROWTH_SEEDED.toLocaleString('en-US');
    const label = `${database}: sale (1 conn)`;
    return [
      ...loadRows(`${label}, first ${first.requests.toLocaleString('en-US')}`, first, 'sales/s'),
      {
        name: `${database}: seed ${seeded} sales through the event store`,
        value: (appended - seeding) / 1000,
        unit: 's',
      },
      { name: `${database}: projections catch up with them`, value: (caughtUp - appended) / 1000, unit: 's' },
      ...loadRows(
        `${label}, next ${later.requests.toLocaleString('en-US')} after ${seeded}`,
        later,
        'sales/s',
      ),
      growthRatio(`${database}: growth, later/first sale p50`, later.p50, first.p50),
      growthRatio(`${database}: growth, later/first sale p99`, later.p99, first.p99),
    ];
  } finally {
    await s.t.close();
  }
}

function growthRatio(name: string, later: LoadResult['p50'], first: LoadResult['p50']): BenchRow {
  return {
    name,
    value: later / first,
    unit: `× (${later.toFixed(1)} vs ${first.toFixed(1)} ms; target ≤ 1.2×)`,
    decimals: 2,
  };
}
