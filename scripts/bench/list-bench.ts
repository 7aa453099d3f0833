import { randomBytes } from 'node:crypto';
import { startTestServer } from '../../services/command-api/test-support/test-server';
import { type BenchRow, latencies, percentile } from './measure';

const CUSTOMERS = 10_000;
const PRODUCTS = 2_000;
const UNITS = ['UN', 'LT', 'KG', 'BOT', 'GAL'] as const;

/**
 * The list endpoints the screens poll, over real HTTP with 10,000 customers and 2,000 products.
 * The data goes in through the same POST calls the screens use (validation, document claims,
 * read-your-writes), so the seeding time is itself a figure: sustained writes per second.
 */
export async function benchLists(database: 'pglite' | 'postgres'): Promise<BenchRow[]> {
  const t = await startTestServer({ database });
  try {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await t.login('admin', 'Admin12345');
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    };
    const run = randomBytes(3).toString('hex');
    const customers = await latencies(CUSTOMERS, 4, (i) =>
      post('/api/customers', {
        nombre: `Cliente ${i} ${run}`,
        docTipo: 'CI',
        docNumero: `${run}${i}`,
        telefono: `0981${String(i).padStart(6, '0')}`,
      }),
    );
    const products = await latencies(PRODUCTS, 4, (i) =>
      post('/api/inventory', {
        nombre: `Producto ${i} ${run}`,
        categoria: 'limpieza',
        precio: 15_000 + i,
        stockActual: i % 50,
        stockMinimo: 10,
        unidadMedida: UNITS[i % UNITS.length],
      }),
    );
    const rows: BenchRow[] = [
      { name: `${database}: POST /api/customers (4 clients)`, value: customers.perSecond, unit: 'writes/s' },
      { name: `${database}: POST /api/inventory (4 clients)`, value: products.perSecond, unit: 'writes/s' },
    ];
    for (const path of [
      '/api/customers',
      '/api/inventory',
      '/api/inventory-items',
      '/api/inventory-items?search=Producto 1',
    ]) {
      let bytes = 0;
      const get = async () => {
        const res = await fetch(`${base}${path}`, { headers: { cookie } });
        if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
        bytes = (await res.arrayBuffer()).byteLength;
      };
      await latencies(5, 1, get);
      const { sorted } = await latencies(100, 2, get);
      rows.push(
        {
          name: `${database}: GET ${path} p50`,
          value: percentile(sorted, 50),
          unit: `ms (${Math.round(bytes / 1024)} KiB)`,
        },
        { name: `${database}: GET ${path} p99`, value: percentile(sorted, 99), unit: 'ms' },
      );
    }
    return rows;
  } finally {
    await t.close();
  }
}
