import { startTestServer } from '../../services/command-api/test-support/test-server';
import { load, postJson } from './load';
import type { BenchRow } from './measure';

const CUSTOMERS = 10_000;
const PRODUCTS = 2_000;

/**
 * The list endpoints the screens poll, over real HTTP with 10,000 customers and 2,000 products.
 * The data goes in through the same POST calls the screens use (validation, document claims,
 * read-your-writes), so the seeding time is itself a figure: sustained writes per second. The load
 * generator runs in its own process (load.ts).
 */
export async function benchLists(database: 'pglite' | 'postgres'): Promise<BenchRow[]> {
  const t = await startTestServer({ database });
  try {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await t.login('admin', 'Admin12345');
    // Names as a person would search them ('Producto 1' matches 1, 10–19, 100–199, 1,000–1,999).
    const customers = await load({
      ...postJson(
        `${base}/api/customers`,
        {
          nombre: 'Cliente {{mod:1000000}} {{seq}}',
          docTipo: 'CI',
          docNumero: '{{seq}}',
          telefono: '0981{{mod:1000000}}',
        },
        cookie,
      ),
      requests: CUSTOMERS,
      connections: 4,
    });
    const products = await load({
      ...postJson(
        `${base}/api/inventory`,
        {
          nombre: 'Producto {{mod:1000000}} {{seq}}',
          categoria: 'limpieza',
          precio: 15_000,
          stockActual: 25,
          stockMinimo: 10,
          unidadMedida: 'UN',
        },
        cookie,
      ),
      requests: PRODUCTS,
      connections: 4,
    });
    const failures = (r: typeof customers) => `writes/s (${r.non2xx} of ${r.requests} not 2xx)`;
    const rows: BenchRow[] = [
      {
        name: `${database}: POST /api/customers (4 clients)`,
        value: customers.perSecond,
        unit: failures(customers),
      },
      {
        name: `${database}: POST /api/inventory (4 clients)`,
        value: products.perSecond,
        unit: failures(products),
      },
    ];
    for (const path of [
      '/api/customers',
      '/api/inventory',
      '/api/inventory-items',
      '/api/inventory-items?search=Producto 1',
    ]) {
      const url = `${base}${encodeURI(path)}`;
      const bytes = (await (await fetch(url, { headers: { cookie } })).arrayBuffer()).byteLength;
      const r = await load({
        url,
        method: 'GET',
        headers: { cookie },
        requests: 100,
        connections: 2,
        warmUp: 5,
      });
      rows.push(
        {
          name: `${database}: GET ${path} p50`,
          value: r.p50,
          unit: `ms (${Math.round(bytes / 1024)} KiB)`,
        },
        {
          name: `${database}: GET ${path} p99`,
          value: r.p99,
          unit: `ms (${r.non2xx} of ${r.requests} not 2xx)`,
        },
      );
    }
    return rows;
  } finally {
    await t.close();
  }
}
