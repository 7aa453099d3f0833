import { createDatabasePool } from '@lavadero/database/database-pool';
import { createEventStore } from '@lavadero/event-store/create-event-store';
import type { EventStore } from '@lavadero/event-store/event-store';
import type pg from 'pg';
import { createScratchDatabase } from '../../services/command-api/test-support/scratch-database';
import { benchAudit } from './audit-bench';
import { benchEventStore } from './event-store-bench';
import { benchLists } from './list-bench';
import { benchLogin } from './login-bench';
import { benchLoginPage } from './login-page-bench';
import { type BenchRow, printTable } from './measure';
import { benchProjectionCatchUp } from './projection-bench';
import { benchReports } from './reports-bench';
import { benchSales } from './sale-bench';
import { benchSifenSigning } from './sifen-bench';
import { benchEmbedded, benchWritePath } from './write-path-bench';

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

// `npm run bench -- --only=write` (the write path; `--only=embedded` its embedded half), `--only=sales` (the point of sale),
// `--only=store` (the event store's appends and reads alone), `--only=audit` (the hash chain's
// verifier and the auditor's package over 100,000 sales), `--only=reports` (100,000 sales on PostgreSQL), `--only=sifen` (signing an electronic invoice) or
// `--only=login` (the login page in Chromium)
// measure one part.
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
if (only === 'store') {
  for (const kind of ['pglite', 'postgres'] as const) {
    console.error(`… ${kind}: event store`);
    rows.push(...(await withStore(kind, (store) => benchEventStore(store, kind))));
  }
}
const skipsStores =
  only === 'store' ||
  only === 'audit' ||
  only === 'write' ||
  only === 'embedded' ||
  only === 'reports' ||
  only === 'login' ||
  only === 'sifen';
for (const kind of skipsStores ? [] : (['pglite', 'postgres'] as const)) {
  if (only === undefined) {
    console.error(`… ${kind}: event store`);
    rows.push(...(await withStore(kind, (store) => benchEventStore(store, kind))));
    console.error(`… ${kind}: projection catch-up`);
    rows.push(...(await withStore(kind, (store, pool) => benchProjectionCatchUp(store, pool, kind))));
    console.error(`… ${kind}: login over HTTP`);
    rows.push(...(await benchLogin(kind)));
    console.error(`… ${kind}: list endpoints with 10,000 customers and 2,000 products`);
    rows.push(...(await benchLists(kind)));
  }
  console.error(`… ${kind}: POST /api/sales beside a plain Fastify + pg route`);
  rows.push(...(await benchSales(kind)));
}
if (only === undefined || only === 'login') {
  console.error('… login page in Chromium (production build)');
  rows.push(...(await benchLoginPage()));
}
printTable(rows);
