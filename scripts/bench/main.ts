import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabasePool } from '@lavadero/database/database-pool';
import { createEventStore } from '@lavadero/event-store/create-event-store';
import type { EventStore } from '@lavadero/event-store/event-store';
import type pg from 'pg';
import { createScratchDatabase } from '../../services/command-api/test-support/scratch-database';
import { benchAudit } from './audit-bench';
import { benchCaja } from './caja-bench';
import { benchEventStore } from './event-store-bench';
import { benchGrowth, GROWTH_SEEDED } from './growth-bench';
import { benchLists } from './list-bench';
import { benchLogin } from './login-bench';
import { benchLoginPage } from './login-page-bench';
import { type BenchRow, printTable } from './measure';
import { benchProjectionCatchUp } from './projection-bench';
import { benchReports } from './reports-bench';
import { benchSales } from './sale-bench';
import { benchSifenSigning } from './sifen-bench';
import { benchWritePath } from './write-path-bench';
import { benchEmbedded } from './write-path-embedded-bench';

/**
 * `npm run bench`: throughput and latency on this machine, printed as a table. Each store runs in a
 * scratch database (PGlite in a temporary directory, a throwaway PostgreSQL database) that is
 * dropped afterwards.
 * Figures are reported, never asserted: they depend on the machine and its load.
 *
 * HTTP load comes from load-generator.ts in a process of its own (an undici pool), never from this
 * process: `fetch` here topped out near 1,400 requests/s and capped the plain routes, which made the
 * ratios look better than they were. Each HTTP part prints the generator's ceiling against every
 * server it measures (a health route driven the same way) and counts every answer that is not 2xx.
 * Routes compared by a ratio take turns in four runs each (load.ts `inTurns`), so that a shared
 * machine's drift during the comparison falls on both sides.
 *
 * `npm run bench -- --only=<part>` measures one part:
 *   write     customer writes: plain Fastify + pg, distributed and embedded, 1 and 8 conn, ratios
 *   embedded  the write path's embedded half only
 *   sales     POST /api/sales beside the plain sale route, distributed and embedded, 1 and 8 conn
 *   caja      POST /api/sales with an open caja (setting on) beside without (off), and the closing
 *             of that caja after 2,000 sales, distributed and embedded
 *   growth    a sale's latency over the first 1,000 sales and after 100,000 earlier ones seeded
 *             through the event store, on PGlite and PostgreSQL (`--seeded=N` for another count)
 *   store     the event store's appends and reads alone, on PGlite and PostgreSQL
 *   audit     the hash chain's verifier (PostgreSQL, then PGlite), and the auditor's package of
 *             10,000 and of 100,000 sales with the command API's heap and RSS growth while it streams
 *   reports   the reports over 100,000 sales on PostgreSQL
 *   sifen     building and signing an electronic invoice
 *   login     the login page in Chromium (on the built frontends: `npm run build` first)
 * `BENCH_CPU_PROF=command-api,projections` (any service names) writes V8 CPU profiles of those services
 * to $TMPDIR/lavadero-bench-profiles/<service>/, for Chrome DevTools: profile first, then change.
 * `BENCH_PORT_OFFSET=<n>` moves the HTTP parts' ports (write, sales) by n, for two checkouts benching at once.
 * Without `--only` every part runs, with the event store, projection catch-up, login over HTTP and
 * list endpoints on both stores besides.
 */
async function withStore(
  kind: 'pglite' | 'postgres',
  run: (store: EventStore, pool: pg.Pool) => Promise<BenchRow[]>,
): Promise<BenchRow[]> {
  const scratch = kind === 'postgres' ? await createScratchDatabase() : null;
  // PGlite on disk, as the embedded mode keeps it (./data): in memory, its file system copies a
  // growing file whole each time it outgrows its buffer, a cost (14 % of a 100-event append) that
  // no car wash pays.
  const config = scratch
    ? ({ kind: 'postgres', connectionString: scratch.url } as const)
    : ({ kind: 'pglite', dataDir: mkdtempSync(join(tmpdir(), 'lavadero-bench-')) } as const);
  const database = await createDatabasePool(config);
  const store = await createEventStore({ kind: 'postgres', pool: database.pool });
  try {
    return await run(store, database.pool);
  } finally {
    await store.close();
    await database.close();
    await scratch?.drop();
    if (config.kind === 'pglite') rmSync(config.dataDir, { recursive: true, force: true });
  }
}

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const rows: BenchRow[] = [];
if (only === undefined || only === 'reports') {
  console.error('… postgres: reports over 100,000 sales');
  rows.push(...(await benchReports()));
}
if (only === undefined || only === 'audit') {
  console.error('… postgres: the audit trail over 100,000 sales');
  rows.push(...(await benchAudit()));
}
if (only === undefined || only === 'sifen') {
  console.error('… sifen: build and sign an electronic invoice');
  rows.push(...benchSifenSigning());
}
if (only === undefined || only === 'write') {
  console.error('… write path: plain CRUD, distributed and embedded side by side');
  rows.push(...(await benchWritePath()));
}
if (only === 'embedded') {
  console.error('… write path: embedded only');
  rows.push(...(await benchEmbedded()));
}
if (only === undefined || only === 'store') {
  for (const kind of ['pglite', 'postgres'] as const) {
    console.error(`… ${kind}: event store`);
    rows.push(...(await withStore(kind, (store) => benchEventStore(store, kind))));
  }
}
if (only === undefined) {
  for (const kind of ['pglite', 'postgres'] as const) {
    console.error(`… ${kind}: projection catch-up`);
    rows.push(...(await withStore(kind, (store, pool) => benchProjectionCatchUp(store, pool, kind))));
    console.error(`… ${kind}: login over HTTP`);
    rows.push(...(await benchLogin(kind)));
    console.error(`… ${kind}: list endpoints with 10,000 customers and 2,000 products`);
    rows.push(...(await benchLists(kind)));
  }
}
if (only === undefined || only === 'sales') {
  for (const mode of ['distributed', 'embedded'] as const) {
    console.error(`… ${mode}: POST /api/sales beside a plain Fastify + pg route`);
    rows.push(...(await benchSales(mode)));
  }
}
if (only === undefined || only === 'caja') {
  for (const mode of ['distributed', 'embedded'] as const) {
    console.error(`… ${mode}: a sale with an open caja beside one without, and the closing of 2,000 sales`);
    rows.push(...(await benchCaja(mode)));
  }
}
if (only === undefined || only === 'growth') {
  for (const kind of ['pglite', 'postgres'] as const) {
    console.error(
      `… ${kind}: a sale's latency before and after ${GROWTH_SEEDED.toLocaleString('en-US')} earlier sales`,
    );
    rows.push(...(await benchGrowth(kind)));
  }
}
if (only === undefined || only === 'login') {
  console.error('… login page in Chromium (production build)');
  rows.push(...(await benchLoginPage()));
}
printTable(rows);
