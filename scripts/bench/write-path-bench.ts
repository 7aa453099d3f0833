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
import { type BenchRow, latencies, percentile } from './measure';
import {
  backendCpu,
  baseEnv,
  committedTransactions,
  cpuSeconds,
  tsxService,
  waitForHealth,
} from './processes';

const PASSWORD = 'BenchAdmin123';
const PORTS = { plain: 5991, distributed: 5992, embedded: 5993 };
const REQUESTS = { 1: 300, 8: 1600 } as const;
const SEQUENTIAL_FOR_XACT = 200;
const WARM_UP = 300;
/** Backends flush their transaction counts within 10 s of going idle. */
const STATS_FLUSH_MS = 11_000;
const LAG_SAMPLES = 200;

type Target = { label: string; base: string; path: string; cookie: string };

/**
 * The write path side by side with plain CRUD, in one run on one PostgreSQL (issue 12): the same
 * customer insert through a plain Fastify + pg route and through POST /api/customers in the
 * distributed mode (API, projections and fiscal worker as their own processes) and the embedded mode
 * (one process on PGlite). Throughput and latency at 1 and 8 connections, transactions per write,
 * projection lag idle and under load, and the CPU each process spends per write.
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

    // Transactions per write: N sequential writes, everything the database committed meanwhile.
    for (const target of [plain, distributed]) {
      await sleep(STATS_FLUSH_MS);
      const before = await committedTransactions(admin.pool, database);
      await latencies(SEQUENTIAL_FOR_XACT, 1, (i) => write(target, `x${run}${i}`));
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
      for (const target of [plain, distributed]) {
        await latencies(WARM_UP, 8, (i) => write(target, `w${target === plain ? 'p' : 'd'}${run}${i}`));
      }
      for (const connections of [1, 8] as const) {
        for (const target of [plain, distributed]) {
          const pids = services.pids();
          const cpuBefore = new Map([...pids].map(([name, pid]) => [name, cpuSeconds(pid)]));
          const pgBefore = await backendCpu(admin.pool, database);
          const started = performance.now();
          const result = await latencies(REQUESTS[connections], connections, (i) =>
            write(target, `${connections}${target === plain ? 'p' : 'd'}${run}${i}`),
          );
          const seconds = (performance.now() - started) / 1000;
          rows.push(...throughputRows(`${target.label}: POST, ${connections} conn`, result));
          if (connections === 8) {
            const pgAfter = await backendCpu(admin.pool, database);
            const pgCpu = [...pgAfter].reduce((sum, [pid, s]) => sum + s - (pgBefore.get(pid) ?? 0), 0);
            rows.push({
              name: `${target.label}: PostgreSQL CPU per write (8 conn)`,
              value: (pgCpu * 1000) / REQUESTS[8],
              unit: `ms (${Math.round((pgCpu / seconds) * 100)} % of a core)`,
            });
            if (target === distributed) {
              for (const [name, pid] of pids) {
                if (name === 'plain') continue;
                const used = cpuSeconds(pid) - (cpuBefore.get(name) ?? 0);
                rows.push({
                  name: `distributed: ${name} CPU (8 conn)`,
                  value: (used / seconds) * 100,
                  unit: '% of a core',
                });
              }
              // Apart from the throughput run, whose writes the pings would otherwise add to.
              let loadDone = false;
              const underLoad = sampleLag(
                store,
                (p) => waiter.waitFor(p, { timeoutMs: 5_000 }),
                () => loadDone,
              );
              await latencies(REQUESTS[8], 8, (i) => write(target, `l${run}${i}`));
              loadDone = true;
              rows.push(...lagRows('distributed: projection lag, under 8-conn load', await underLoad));
            }
          }
        }
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

/** The embedded mode: the real command API on PGlite in its own process, then its projection lag in-process. */
export async function benchEmbedded(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-embedded-'));
  const service = new Supervisor(
    [
      tsxService('embedded', 'apps/embedded/src/main.ts', {
        ...baseEnv(),
        DATA_DIR: dataDir,
        PORT: String(PORTS.embedded),
        HOST: '127.0.0.1',
        SERVE_FRONTENDS: 'false',
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: PASSWORD,
      }),
    ],
    { log: (line) => console.error(line) },
  );
  try {
    service.start();
    const base = `http://127.0.0.1:${PORTS.embedded}`;
    await waitForHealth(`${base}/api/health`);
    const target: Target = { label: 'embedded', base, path: '/api/customers', cookie: await login(base) };
    const run = randomBytes(3).toString('hex');
    await latencies(50, 1, (i) => write(target, `w${run}${i}`));
    for (const connections of [1, 8] as const) {
      const result = await latencies(REQUESTS[connections], connections, (i) =>
        write(target, `${connections}e${run}${i}`),
      );
      rows.push(...throughputRows(`embedded: POST, ${connections} conn`, result));
    }
  } finally {
    await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const database = await createDatabasePool({ kind: 'pglite', dataDir: 'memory://' });
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

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login at ${base}: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function write(target: Target, docNumero: string): Promise<void> {
  const res = await fetch(`${target.base}${target.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: target.cookie },
    body: JSON.stringify({
      nombre: `Cliente ${docNumero}`,
      docTipo: 'CI',
      docNumero,
      telefono: '0981123456',
    }),
  });
  await res.arrayBuffer();
  // 202 would mean the read model did not catch up within its bound: count it as a failure here.
  if (res.status !== 201) throw new Error(`${target.label} POST: ${res.status}`);
}

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

function throughputRows(name: string, result: { sorted: number[]; perSecond: number }): BenchRow[] {
  return [
    { name: `${name}`, value: result.perSecond, unit: 'writes/s' },
    { name: `${name} p50`, value: percentile(result.sorted, 50), unit: 'ms' },
    { name: `${name} p99`, value: percentile(result.sorted, 99), unit: 'ms' },
  ];
}
