import { startSalesTestServer } from '../../services/command-api/test-support/sales-test-kit';
import { type BenchRow, latencies, percentile } from './measure';
import { startPlainSaleRoute } from './plain-sale-route';

const SALES = 200;

/**
 * POST /api/sales with one service and one product line over real HTTP, beside the plain Fastify + pg
 * route doing the same work in one transaction, at 1 and 8 connections in the same run.
 */
export async function benchSales(database: 'pglite' | 'postgres'): Promise<BenchRow[]> {
  const s = await startSalesTestServer({ database, stock: 10_000, invoiceLimit: 10_000 });
  const plain = await startPlainSaleRoute(database);
  try {
    const base = await s.t.app.listen({ port: 0, host: '127.0.0.1' });
    const post = async (url: string, body: unknown) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: s.cookies.user },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
    };
    const routes = [
      { name: 'POST /api/sales', url: `${base}/api/sales`, body: () => s.saleBody({ units: 1 }) },
      {
        name: 'plain Fastify+pg sale',
        url: `${plain.base}/plain/sales`,
        body: () => ({
          customerId: s.localId,
          items: [
            { kind: 'service', itemId: s.serviceId, cantidad: 1, precioUnitario: 50_000, subtotal: 50_000 },
            { kind: 'product', itemId: 'p-1', cantidad: 1, precioUnitario: 35_000, subtotal: 35_000 },
          ],
          total: 85_000,
          impuestos: 7_727,
        }),
      },
    ];
    const rows: BenchRow[] = [];
    for (const route of routes) {
      await latencies(20, 1, () => post(route.url, route.body()));
      for (const connections of [1, 8]) {
        const { sorted, perSecond } = await latencies(SALES, connections, () =>
          post(route.url, route.body()),
        );
        const label = `${database}: ${route.name} (${connections} conn)`;
        rows.push(
          { name: `${label} throughput`, value: perSecond, unit: 'sales/s' },
          { name: `${label} p50`, value: percentile(sorted, 50), unit: 'ms' },
          { name: `${label} p99`, value: percentile(sorted, 99), unit: 'ms' },
        );
      }
    }
    return rows;
  } finally {
    await plain.close();
    await s.t.close();
  }
}
