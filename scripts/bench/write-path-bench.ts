import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabasePool } from '@lavadero/database/database-pool';
import { PostgresEventStore } from '@lavadero/event-store/postgres/postgres-event-store';
import { CHECKPOINTS_CHANNEL } from '@lavadero/read-models/checkpoints/checkpoint-notifications';
import { CheckpointWaiter } from '@lavadero/read-models/checkpoints/checkpoint-waiter';
import { createReadModelDb } from '@lavadero/read-models/database';
import { allProjections } from '@lavadero/read-models/projections';
import { createScratchDatabase } from '../../services/command-api/test-support/scratch-database';
import { Supervisor } from '../supervisor';
import { BENCH_ADMIN } from './app-under-test';
import { ceilingRows, combined, inTurns, loadRows, ratioOfRunsRow, TURNS } from './load';
import type { BenchRow } from './measure';
import {
  backendCpu,
  baseEnv,
  benchPort,
  committedTransactions,
  cpuSeconds,
  tsxService,
  waitForHealth,
} from './processes';
import { benchEmbedded } from './write-path-embedded-bench';
import { lagRows, login, REQUESTS, sampleLag, type Target, WARM_UP, writes } from './write-path-shared';

const PORTS = { plain: benchPort(5991), distributed: benchPort(5992) };
const SEQUENTIAL_FOR_XACT = 200;
/** Backends flush their transaction counts within 10 s of going idle. */
const STATS_FLUSH_MS = 11_000;

/**
 * The write path side by side with plain CRUD, in one run on one PostgreSQL (issue 12): the same
 * customer insert through a plain Fastify + pg route and through POST /api/customers in the
 * distributed mode (API, projections and fiscal worker as their own processes) and the embedded mode
 * (one process on PGlite, write-path-embedded-bench.ts). Throughput and latency at 1 and 8 connections, transactions per write,
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
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
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
      rows.push(...lagRows('distributed: projection lag, idle', await sampleLag(store, waiter)));

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
          // Each side's own processes: the plain server, or the command API, projections and worker.
          for (const [name, cpu] of used) {
            if ((name === 'plain') !== (target === plain)) continue;
            rows.push({
              name: `${target.label}: ${name} CPU per write (8 conn)`,
              value: (cpu * 1000) / all.requests,
              unit: `ms (${Math.round((cpu / all.seconds) * 100)} % of a core)`,
            });
          }
          if (target !== distributed) continue;
          // Apart from the throughput runs, whose writes the pings would otherwise add to.
          let loadDone = false;
          const underLoad = sampleLag(store, waiter, () => loadDone);
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
