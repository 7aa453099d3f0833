import { createEventStore } from '@lavadero/event-store/create-event-store';
import type { EventStore } from '@lavadero/event-store/event-store';
import { createDatabasePool } from '@lavadero/platform/database-pool';
import type pg from 'pg';
import { createScratchDatabase } from '../../services/command-api/src/testing/scratch-database';
import { benchEventStore } from './event-store-bench';
import { benchLists } from './list-bench';
import { benchLogin } from './login-bench';
import { type BenchRow, printTable } from './measure';
import { benchProjectionCatchUp } from './projection-bench';
import { benchSales } from './sale-bench';

/**
 * `npm run bench`: throughput and latency on this machine, printed as a table. Each store runs in a
 * scratch database (PGlite in memory, a throwaway PostgreSQL database) that is dropped afterwards.
 * Figures are reported, never asserted: they depend on the machine and its load.
 */
async function withStore(
  kind: 'pglite' | 'postgres',
  run: (store: EventStore, pool: pg.Pool) => Promise<BenchRow[]>,
): Promise<BenchRow[]> {
  const scratch = kind === 'postgres' ? await createScratchDatabase() : null;
  const database = await createDatabasePool(
    scratch ? { kind: 'postgres', connectionString: scratch.url } : { kind: 'pglite', dataDir: 'memory://' },
  );
  const store = await createEventStore({ kind: 'postgres', pool: database.pool });
  try {
    return await run(store, database.pool);
  } finally {
    await store.close();
    await database.close();
    await scratch?.drop();
  }
}

const rows: BenchRow[] = [];
// `npm run bench -- sales` measures only the point of sale (with its plain reference route).
const only = process.argv[2];
for (const kind of ['pglite', 'postgres'] as const) {
  if (only === 'sales') {
    console.error(`… ${kind}: POST /api/sales beside a plain Fastify + pg route`);
    rows.push(...(await benchSales(kind)));
    continue;
  }
  console.error(`… ${kind}: event store`);
  rows.push(...(await withStore(kind, (store) => benchEventStore(store, kind))));
  console.error(`… ${kind}: projection catch-up`);
  rows.push(...(await withStore(kind, (store, pool) => benchProjectionCatchUp(store, pool, kind))));
  console.error(`… ${kind}: login over HTTP`);
  rows.push(...(await benchLogin(kind)));
  console.error(`… ${kind}: list endpoints with 10,000 customers and 2,000 products`);
  rows.push(...(await benchLists(kind)));
  console.error(`… ${kind}: POST /api/sales beside a plain Fastify + pg route`);
  rows.push(...(await benchSales(kind)));
}
printTable(rows);
