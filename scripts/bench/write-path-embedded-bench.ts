import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabasePool } from '@lavadero/database/database-pool';
import { PostgresEventStore } from '@lavadero/event-store/postgres/postgres-event-store';
import { createReadModelDb } from '@lavadero/read-models/database';
import { migrateReadModels } from '@lavadero/read-models/migrate';
import { ProjectionRunner } from '@lavadero/read-models/projection-runner';
import { allProjections } from '@lavadero/read-models/projections';
import { Supervisor } from '../supervisor';
import { BENCH_ADMIN } from './app-under-test';
import { ceilingRows, combined, inTurns, loadRows, ratioOfRunsRow, TURNS } from './load';
import type { BenchRow } from './measure';
import { baseEnv, benchPort, tsxService, waitForHealth } from './processes';
import { lagRows, login, REQUESTS, sampleLag, type Target, WARM_UP, writes } from './write-path-shared';

const PORTS = { embedded: benchPort(5993), plainEmbedded: benchPort(5995) };

/**
 * The embedded mode: the real command API on PGlite in its own process, beside the plain route on
 * PGlite in its own process (the same engine, one session each, both on disk as the embedded mode
 * keeps its data); then its projection lag in-process.
 */
export async function benchEmbedded(): Promise<BenchRow[]> {
  const temporary = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));
  const directories = {
    app: temporary('bench-embedded-'),
    plain: temporary('bench-plain-'),
    lag: temporary('bench-lag-'),
  };
  try {
    return await measureEmbedded(directories);
  } finally {
    for (const directory of Object.values(directories)) rmSync(directory, { recursive: true, force: true });
  }
}

async function measureEmbedded(directories: {
  app: string;
  plain: string;
  lag: string;
}): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const env = {
    ...baseEnv(),
    HOST: '127.0.0.1',
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  };
  const service = new Supervisor(
    [
      tsxService('embedded', 'apps/embedded/src/main.ts', {
        ...env,
        DATA_DIR: directories.app,
        PORT: String(PORTS.embedded),
        SERVE_FRONTENDS: 'false',
      }),
      tsxService(
        'plain-pglite',
        'scripts/bench/plain-crud-server.ts',
        { ...env, PLAIN_DATA_DIR: directories.plain },
        [String(PORTS.plainEmbedded)],
      ),
    ],
    { log: (line) => console.error(line) },
  );
  try {
    service.start();
    const base = `http://127.0.0.1:${PORTS.embedded}`;
    const plain: Target = {
      label: 'plain Fastify + PGlite',
      base: `http://127.0.0.1:${PORTS.plainEmbedded}`,
      path: '/plain/customers',
      cookie: '',
    };
    await waitForHealth(`${base}/api/health`);
    await waitForHealth(`${plain.base}/health`);
    const target: Target = { label: 'embedded', base, path: '/api/customers', cookie: await login(base) };
    rows.push(...(await ceilingRows('plain PGlite', `${plain.base}/health`)));
    rows.push(...(await ceilingRows('embedded', `${base}/api/health`)));
    for (const t of [plain, target]) await writes(t, WARM_UP, 8);
    for (const connections of [1, 8] as const) {
      const share = (t: Target) => () => writes(t, REQUESTS[connections] / TURNS, connections);
      const [plainRuns, ourRuns] = await inTurns([share(plain), share(target)]);
      rows.push(
        ...loadRows(`${plain.label}: POST, ${connections} conn`, combined(plainRuns), 'writes/s'),
        ...loadRows(`embedded: POST, ${connections} conn`, combined(ourRuns), 'writes/s'),
        ratioOfRunsRow(
          `ratio embedded/plain PGlite: POST customers, ${connections} conn`,
          ourRuns,
          plainRuns,
        ),
      );
    }
  } finally {
    await service.stop();
  }

  const database = await createDatabasePool({ kind: 'pglite', dataDir: directories.lag });
  const store = new PostgresEventStore(database.pool);
  await store.ensureSchema();
  await migrateReadModels(database.pool);
  const runner = new ProjectionRunner(createReadModelDb(database.pool), store, allProjections);
  await runner.start();
  try {
    rows.push(...lagRows('embedded: projection lag, idle', await sampleLag(store, runner)));
  } finally {
    await runner.stop();
    await store.close();
    await database.close();
  }
  return rows;
}
