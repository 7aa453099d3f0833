import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../../services/command-api/test-support/scratch-database';
import { Supervisor } from '../supervisor';
import { ceilingRows, type LoadResult, load, loadRows, postJson, ratioRow } from './load';
import type { BenchRow } from './measure';
import { baseEnv, benchPort, tsxService, waitForHealth } from './processes';
import { plainSale, prepareSales } from './sale-setup';

const ADMIN = { username: 'admin', password: 'BenchAdmin123' };
const PORTS = { api: benchPort(5996), plain: benchPort(5997) };
const SALES = { 1: 300, 8: 800 } as const;
const WARM_UP = 100;

/**
 * POST /api/sales with one service and one product line (paid in cash, then on the customer's
 * account: the credit sale also reads and appends to the account stream), beside the plain Fastify + pg route doing
 * the same work in one transaction, at 1 and 8 connections, every side in its own process: the
 * distributed mode (command API, projections and fiscal worker on PostgreSQL, the plain route on the
 * same database) or the embedded mode (one process on PGlite, the plain route on an in-memory PGlite).
 */
export async function benchSales(mode: 'distributed' | 'embedded'): Promise<BenchRow[]> {
  const scratch = mode === 'distributed' ? await createScratchDatabase() : null;
  const dataDir = mode === 'embedded' ? mkdtempSync(join(tmpdir(), 'bench-sales-')) : null;
  const env = {
    ...baseEnv(),
    HOST: '127.0.0.1',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ...(scratch && { DATABASE_URL: scratch.url }),
  };
  const apiEnv = { ...env, PORT: String(PORTS.api), SERVE_FRONTENDS: 'false' };
  const workers = {
    ...env,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `bench-${randomBytes(3).toString('hex')}`,
  };
  const services = new Supervisor(
    [
      tsxService('plain-sale', 'scripts/bench/plain-sale-route.ts', env, [String(PORTS.plain)]),
      ...(mode === 'distributed'
        ? [
            tsxService('command-api', 'services/command-api/src/main.ts', { ...workers, ...apiEnv }),
            tsxService('projections', 'services/projections/src/main.ts', workers),
            tsxService('fiscal-worker', 'services/fiscal-worker/src/main.ts', workers),
          ]
        : [tsxService('embedded', 'apps/embedded/src/main.ts', { ...apiEnv, DATA_DIR: dataDir! })]),
    ],
    { log: (line) => console.error(line) },
  );
  const engine = mode === 'distributed' ? 'postgres' : 'pglite';
  try {
    services.start();
    const base = `http://127.0.0.1:${PORTS.api}`;
    const plainBase = `http://127.0.0.1:${PORTS.plain}`;
    await waitForHealth(`${base}/api/health`);
    await waitForHealth(`${plainBase}/health`);
    const { cookie, saleOfNewProduct, creditSaleOfNewProduct } = await prepareSales(base, ADMIN, 100_000);
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
      const results: LoadResult[] = [];
      for (const route of await routes()) {
        const result = await load({ ...route.request, requests: SALES[connections], connections });
        results.push(result);
        rows.push(...loadRows(`${route.name} (${connections} conn)`, result, 'sales/s'));
      }
      rows.push(ratioRow(`ratio ${mode}/plain: POST sales, ${connections} conn`, results[1]!, results[0]!));
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
    await services.stop();
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
