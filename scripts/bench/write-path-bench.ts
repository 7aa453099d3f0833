import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabasePool } from '@lavadero/database/database-pool';
import type { EventStore } from '@lavadero/event-store/event-store';
import { PostgresEventStore } from '@lavadero/event-store/postgres/postgres-event-store';
import { CHECKPOINTS_CHANNEL } from '@lavadero/read-models/checkpoints/checkpoint-notifications';
import { CheckpointWaiter } from '@lavadero/read-models/checkpoints/checkpoint-waiter';
import { createReadModelDb } from '@lavadero/read-models/database';
import { migrateReadModels } from '@lavadero/read-models/migrate';
import { ProjectionRunner } from '@lavadero/read-models/projection-runner';
import { allProjections } from '@lavadero/read-models/projections';
import { createScratchDatabase } from '../../services/command-api/test-support/scratch-database';
import { Supervisor } from '../supervisor';
import {
  ceilingRows,
  combined,
  inTurns,
  type LoadResult,
  load,
  loadRows,
  postJson,
  ratioOfRunsRow,
  TURNS,
} from './load';
import { type BenchRow, percentile } from './measure';
import {
  backendCpu,
  baseEnv,
  benchPort,
  committedTransactions,
  cpuSeconds,
  tsxService,
  waitForHealth,
} from './processes';
import { login as signIn } from './sale-setup';

const PASSWORD = 'BenchAdmin123';
const PORTS = {
  plain: benchPort(5991),
  distributed: benchPort(5992),
  embedded: benchPort(5993),
  plainEmbedded: benchPort(5995),
};
const REQUESTS = { 1: 300, 8: 1600 } as const;
const SEQUENTIAL_FOR_XACT = 200;
const WARM_UP = 300;
/** Backends flush their transaction counts within 10 s of going idle. */
const STATS_FLUSH_MS = 11_000;
const LAG_SAMPLES = 200;

type Target = { label: string; base: string; path: string; cookie: string };

/** `count` customer inserts at `connections` from the load generator's own process. */
function writes(target: Target, count: number, connections: number, warmUp = 0): Promise<LoadResult> {
  return load({
    ...postJson(
      `${target.base}${target.path}`,
      { nombre: 'Cliente {{seq}}', docTipo: 'CI', docNumero: '{{seq}}', telefono: '0981123456' },
      target.cookie,
    ),
    requests: count,
    connections,
    warmUp,
  });
}

/**
 * The write path side by side with plain CRUD, in one run on one PostgreSQL (issue 12): the same
 * customer insert through a plain Fastify + pg route and through POST /api/customers in the
 * distributed mode (API, projections and fiscal worker as their own processes) and the embedded mode
 * (one process on PGlite). Throughput and latency at 1 and 8 connections, transactions per write,
 * projection lag idle and under load, and the CPU each process spends per write. The load comes from
 * a generator in its own process (load.ts), whose ceiling against each server is printed first.
 * A 202 (stored, read model behind) is counted apart from the 201s, as is any failure.
 */
export async function benchWritePath(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const scratch = await createScratchDatabase();
  const database = new URL(scratch.url).pathname.slice(1);
  const admin = await createDatabasePool({ kind: 'postgres', connectionString: scratch.url });
  const run = randomBytes(3).toString('hex');
  const env = {
    ...baseEnv(),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: PASSWORD,
    SESSION_SECRET: randomBytes(32).toString('hex'),
  };
  const distributedEnv = {
    ...env,
    DATABASE_URL: scratch.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `bench-${run}`,
  };
  const services = new Supervisor(
    [
      tsxService('plain', 'scripts/bench/plain-crud-server.ts', { ...env, DATABASE_URL: scratch.url }, [
        String(PORTS.plain),
      ]),
      tsxService('command-api', 'services/command-api/src/main.ts', {
        ...distributedEnv,
        PORT: String(PORTS.distributed),
        HOST: '127.0.0.1',
        SERVE_FRONTENDS: 'false',
      }),
      tsxService('projections', 'services/projections/src/main.ts', distributedEnv),
      tsxService('fiscal-worker', 'services/fiscal-worker/src/main.ts', distributedEnv),
    ],
    { log: (line) => console.error(line) },
  );
  try {
    services.start();
    await waitForHealth(`http://127.0.0.1:${PORTS.distributed}/api/health`);
    await waitForHealth(`http://127.0.0.1:${PORTS.plain}/health`);
    const plain: Target = {
      label: 'plain Fastify + pg',
      base: `http://127.0.0.1:${PORTS.plain}`,
      path: '/plain/customers',
      cookie: '',
    };
    const distributed: Target = {
      label: 'distributed',
      base: `http://127.0.0.1:${PORTS.distributed}`,
      path: '/api/customers',
      cookie: await login(`http://127.0.0.1:${PORTS.distributed}`),
    };
    rows.push(...(await ceilingRows('plain', `${plain.base}/health`)));
    rows.push(...(await ceilingRows('distributed', `${distributed.base}/api/health`)));

    // Transactions per write: N sequential writes, everything the database committed meanwhile.
    for (const target of [plain, distributed]) {
      await sleep(STATS_FLUSH_MS);
      const before = await committedTransactions(admin.pool, database);
      await writes(target, SEQUENTIAL_FOR_XACT, 1);
      await sleep(STATS_FLUSH_MS);
      const after = await committedTransactions(admin.pool, database);
      rows.push({
        name: `${target.label}: transactions per write`,
        value: (after - before - 2) / SEQUENTIAL_FOR_XACT, // the two counting queries themselves
        unit: 'xact/POST',
      });
    }

    const store = new PostgresEventStore(admin.pool, { listen: true });
    const waiter = new CheckpointWaiter(
      createReadModelDb(admin.pool),
      { connectionString: scratch.url },
      allProjections,
      CHECKPOINTS_CHANNEL,
    );
    await waiter.start();
    try {
      const idleLag = await sampleLag(
        store,
        (p) => waiter.waitFor(p, { timeoutMs: 5_000 }),
        () => false,
      );
      rows.push(...lagRows('distributed: projection lag, idle', idleLag));

      // Both servers warm at 8 connections first: the pools open their connections, each backend
      // loads its catalogue and prepares its statements, and the JIT compiles the hot paths.
      for (const target of [plain, distributed]) await writes(target, WARM_UP, 8);
      for (const connections of [1, 8] as const) {
        // What each side's runs cost the services and PostgreSQL, summed over its turns.
        const spent = new Map<Target, { pg: number; services: Map<string, number> }>();
        const run = (target: Target) => async () => {
          const pids = services.pids();
          const before = new Map([...pids].map(([name, pid]) => [name, cpuSeconds(pid)]));
          const pgBefore = await backendCpu(admin.pool, database);
          const result = await writes(target, REQUESTS[connections] / TURNS, connections);
          const pgAfter = await backendCpu(admin.pool, database);
          const total = spent.get(target) ?? { pg: 0, services: new Map<string, number>() };
          total.pg += [...pgAfter].reduce((sum, [pid, s]) => sum + s - (pgBefore.get(pid) ?? 0), 0);
          for (const [name, pid] of pids) {
            const used = cpuSeconds(pid) - (before.get(name) ?? 0);
            total.services.set(name, (total.services.get(name) ?? 0) + used);
          }
          spent.set(target, total);
          return result;
        };
        const [plainRuns, ourRuns] = await inTurns([run(plain), run(distributed)]);
        for (const [target, runs] of [
          [plain, plainRuns],
          [distributed, ourRuns],
        ] as const) {
          const all = combined(runs);
          rows.push(...loadRows(`${target.label}: POST, ${connections} conn`, all, 'writes/s'));
          if (connections !== 8) continue;
          const { pg, services: used } = spent.get(target)!;
          rows.push({
            name: `${target.label}: PostgreSQL CPU per write (8 conn)`,
            value: (pg * 1000) / all.requests,
            unit: `ms (${Math.round((pg / all.seconds) * 100)} % of a core)`,
          });
          if (target !== distributed) continue;
          for (const [name, cpu] of used) {
            if (name === 'plain') continue;
            rows.push({
              name: `distributed: ${name} CPU (8 conn)`,
              value: (cpu / all.seconds) * 100,
              unit: '% of a core',
            });
          }
          // Apart from the throughput runs, whose writes the pings would otherwise add to.
          let loadDone = false;
          const underLoad = sampleLag(
            store,
            (p) => waiter.waitFor(p, { timeoutMs: 5_000 }),
            () => loadDone,
          );
          await writes(target, REQUESTS[8], 8);
          loadDone = true;
          rows.push(...lagRows('distributed: projection lag, under 8-conn load', await underLoad));
        }
        rows.push(
          ratioOfRunsRow(`ratio distributed/plain: POST customers, ${connections} conn`, ourRuns, plainRuns),
        );
      }
    } finally {
      await waiter.close();
      await store.close();
    }
  } finally {
    await services.stop();
    await admin.close();
    await scratch.drop();
  }
  rows.push(...(await benchEmbedded()));
  return rows;
}

/**
 * The embedded mode: the real command API on PGlite in its own process, beside the plain route on
 * PGlite in its own process (the same engine, one session each, both on disk as the embedded mode
 * keeps its data); then its projection lag in-process.
 */
export async function benchEmbedded(): Promise<BenchRow[]> {
  const directories = ['bench-embedded-', 'bench-plain-', 'bench-lag-'].map((prefix) =>
    mkdtempSync(join(tmpdir(), prefix)),
  );
  try {
    return await benchEmbeddedIn(directories as [string, string, string]);
  } finally {
    for (const directory of directories) rmSync(directory, { recursive: true, force: true });
  }
}

async function benchEmbeddedIn([dataDir, plainDataDir, lagDataDir]: [string, string, string]): Promise<
  BenchRow[]
> {
  const rows: BenchRow[] = [];
  const env = { ...baseEnv(), HOST: '127.0.0.1', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: PASSWORD };
  const service = new Supervisor(
    [
      tsxService('embedded', 'apps/embedded/src/main.ts', {
        ...env,
        DATA_DIR: dataDir,
        PORT: String(PORTS.embedded),
        SERVE_FRONTENDS: 'false',
      }),
      tsxService(
        'plain-pglite',
        'scripts/bench/plain-crud-server.ts',
        { ...env, PLAIN_DATA_DIR: plainDataDir },
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

  const database = await createDatabasePool({ kind: 'pglite', dataDir: lagDataDir });
  const store = new PostgresEventStore(database.pool);
  await store.ensureSchema();
  await migrateReadModels(database.pool);
  const runner = new ProjectionRunner(createReadModelDb(database.pool), store, allProjections);
  await runner.start();
  try {
    const lag = await sampleLag(
      store,
      (p) => runner.waitFor(p, { timeoutMs: 5_000 }),
      () => false,
    );
    rows.push(...lagRows('embedded: projection lag, idle', lag));
  } finally {
    await runner.stop();
    await store.close();
    await database.close();
  }
  return rows;
}

const login = (base: string) => signIn(base, 'admin', PASSWORD);

/** From an append's return to the moment every read model has it, one append at a time. */
async function sampleLag(
  store: EventStore,
  waitFor: (position: Awaited<ReturnType<EventStore['append']>>['position']) => Promise<boolean>,
  stop: () => boolean,
): Promise<number[]> {
  const lags: number[] = [];
  while (lags.length < LAG_SAMPLES && !stop()) {
    const { position } = await store.append(
      `bench-lag-${randomUUID()}`,
      [{ id: randomUUID(), type: 'BenchPinged', data: {}, metadata: {} }],
      { expectedRevision: 'no_stream' },
    );
    const t0 = performance.now();
    if (!(await waitFor(position))) throw new Error('the projections did not catch up within 5 s');
    lags.push(performance.now() - t0);
    await sleep(5);
  }
  return lags.sort((a, b) => a - b);
}

function lagRows(name: string, sorted: readonly number[]): BenchRow[] {
  return [
    { name: `${name} p50`, value: percentile(sorted, 50), unit: `ms (${sorted.length} samples)` },
    { name: `${name} p99`, value: percentile(sorted, 99), unit: 'ms' },
  ];
}
