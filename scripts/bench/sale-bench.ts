import { BENCH_ADMIN, startAppUnderTest } from './app-under-test';
import { ceilingRows, combined, inTurns, load, loadRows, postJson, ratioOfRunsRow, TURNS } from './load';
import type { BenchRow } from './measure';
import { benchPort, tsxService } from './processes';
import { plainSale, prepareSales } from './sale-setup';

const PORTS = { api: benchPort(5996), plain: benchPort(5997) };
const SALES = { 1: 300, 8: 1_200 } as const;
const WARM_UP = 100;

/**
 * POST /api/sales with one service and one product line (paid in cash, then on the customer's
 * account: the credit sale also reads and appends to the account stream), beside the plain Fastify + pg route doing
 * the same work in one transaction, at 1 and 8 connections, every side in its own process: the
 * distributed mode (command API, projections and fiscal worker on PostgreSQL, the plain route on the
 * same database) or the embedded mode (one process on PGlite, the plain route on PGlite of its own,
 * both on disk).
 */
export async function benchSales(mode: 'distributed' | 'embedded'): Promise<BenchRow[]> {
  const engine = mode === 'distributed' ? 'postgres' : 'pglite';
  const plainBase = `http://127.0.0.1:${PORTS.plain}`;
  const app = await startAppUnderTest(mode, PORTS.api, (env) => [
    {
      spec: tsxService('plain-sale', 'scripts/bench/plain-sale-route.ts', env, [String(PORTS.plain)]),
      health: `${plainBase}/health`,
    },
  ]);
  try {
    const { base } = app;
    const { cookie, saleOfNewProduct, creditSaleOfNewProduct } = await prepareSales(
      base,
      BENCH_ADMIN,
      100_000,
    );
    const rows: BenchRow[] = [
      ...(await ceilingRows(`plain ${engine}`, `${plainBase}/health`)),
      ...(await ceilingRows(mode, `${base}/api/health`)),
    ];
    const routes = async () => [
      { name: `${engine}: plain Fastify+pg sale`, request: postJson(`${plainBase}/plain/sales`, plainSale) },
      {
        name: `${mode}: POST /api/sales`,
        request: postJson(`${base}/api/sales`, await saleOfNewProduct(), cookie),
      },
      {
        name: `${mode}: POST /api/sales on account`,
        request: postJson(`${base}/api/sales`, await creditSaleOfNewProduct(), cookie),
      },
    ];
    for (const route of await routes()) await load({ ...route.request, requests: WARM_UP, connections: 8 });
    for (const connections of [1, 8] as const) {
      const sides = await routes();
      const runs = await inTurns(
        sides.map(
          (route) => () => load({ ...route.request, requests: SALES[connections] / TURNS, connections }),
        ),
      );
      const results = runs.map(combined);
      for (const [i, route] of sides.entries()) {
        rows.push(...loadRows(`${route.name} (${connections} conn)`, results[i]!, 'sales/s'));
      }
      rows.push(ratioOfRunsRow(`ratio ${mode}/plain: POST sales, ${connections} conn`, runs[1]!, runs[0]!));
      const [cash, credit] = [results[1]!, results[2]!];
      rows.push({
        name: `ratio on account/cash: POST sales, ${connections} conn`,
        value: credit.perSecond / cash.perSecond,
        unit: `× cash (p99 ${credit.p99.toFixed(1)} vs ${cash.p99.toFixed(1)} ms)`,
        decimals: 2,
      });
    }
    return rows;
  } finally {
    await app.stop();
  }
}
