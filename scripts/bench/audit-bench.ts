import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createDatabasePool } from '@lavadero/database/database-pool';
import { verifyStoredChain } from '@lavadero/event-store/postgres/chain-verify';
import { PostgresEventStore } from '@lavadero/event-store/postgres/postgres-event-store';
import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import { CHECKPOINTS_CHANNEL } from '@lavadero/read-models/checkpoints/checkpoint-notifications';
import { CheckpointWaiter } from '@lavadero/read-models/checkpoints/checkpoint-waiter';
import { createReadModelDb } from '@lavadero/read-models/database';
import { allProjections } from '@lavadero/read-models/projections';
import { verifyPackage } from '../../services/command-api/src/audit/verify-package';
import { createScratchDatabase } from '../../services/command-api/test-support/scratch-database';
import { Supervisor } from '../supervisor';
import type { BenchRow } from './measure';
import type { MemoryPeak } from './memory-probe';
import { baseEnv, tsxService, waitForHealth } from './processes';
import { seedSales } from './reports-seed';
import { login } from './sale-setup';

/** Two periods, one ten times the other: steady memory means the larger's peak is no higher. */
const PERIODS = [10_000, 100_000] as const;
const PASSWORD = 'BenchAdmin123';
const PORT = 6610;
const CATCH_UP_MS = 20 * 60_000;
const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The audit trail on PostgreSQL in the distributed mode: the command API and the projections as
 * processes of their own, the sales (one day's, with their corrections and voids) appended straight
 * to the event store. For 10,000 sales and then, after 90,000 more, 100,000: the auditor's package
 * of the day over HTTP, downloaded twice with the API process's memory followed while it streams
 * (peak minus before, from memory-probe.ts inside that process): once as it runs (heap with its
 * garbage, external memory, RSS), once with a full collection every 250 ms (the heap it holds).
 * Then the package checked offline, and the chain verifier over the whole log, on PostgreSQL and
 * over the same sales on PGlite.
 */
export async function benchAudit(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'audit-bench-'));
  const scratch = await createScratchDatabase();
  const database = await createDatabasePool({ kind: 'postgres', connectionString: scratch.url });
  const env = {
    ...baseEnv(),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: PASSWORD,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: scratch.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `bench-audit-${randomBytes(3).toString('hex')}`,
  };
  const projections = new Supervisor([tsxService('projections', 'services/projections/src/main.ts', env)], {
    log: (line) => console.error(line),
  });
  const api = spawnProbedApi({ ...env, PORT: String(PORT), HOST: '127.0.0.1', SERVE_FRONTENDS: 'false' });
  const store = new PostgresEventStore(database.pool);
  const waiter = new CheckpointWaiter(
    createReadModelDb(database.pool),
    { connectionString: scratch.url },
    allProjections,
    CHECKPOINTS_CHANNEL,
  );
  try {
    // The API waits for the projections at its first start (the admin's user); both migrate the
    // schemas at once, and the projections, should they lose that race, start again.
    projections.start();
    const base = `http://127.0.0.1:${PORT}`;
    await waitForHealth(`${base}/api/health`);
    await waiter.start();
    const cookie = await login(base, 'admin', PASSWORD);
    const today = asuncionToday(new Date());
    let seeded = 0;
    for (const sales of PERIODS) {
      await seedSales(store, sales - seeded, 1, today, seeded);
      seeded = sales;
      if (!(await waiter.waitFor(await store.headPosition(), { timeoutMs: CATCH_UP_MS })))
        throw new Error('the projections did not catch up with the seeded sales');

      const file = join(dir, `package-${sales}.zip`);
      const download = async (mark: 'mark' | 'mark-live') => {
        await probe(api, mark);
        const started = performance.now();
        const res = await fetch(`${base}/api/audit/export?from=${today}&to=${today}`, {
          headers: { cookie },
        });
        if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
        await pipeline(Readable.fromWeb(res.body as never), createWriteStream(file));
        const seconds = (performance.now() - started) / 1000;
        return { seconds, memory: (await probe(api, 'peak')) as MemoryPeak };
      };
      // The same download twice: as it runs, then with a full collection every 250 ms.
      const { seconds, memory } = await download('mark');
      const live = (await download('mark-live')).memory;
      const size = (await stat(file)).size;

      const verifying = performance.now();
      const verdict = await verifyPackage(createReadStream(file));
      const verifySeconds = (performance.now() - verifying) / 1000;
      if (!verdict.ok) throw new Error(`package refused: ${verdict.message}`);
      const label = `postgres: audit export of ${sales.toLocaleString('en')} sales`;
      const mb = (bytes: number) => Math.round(bytes / 1e6);
      rows.push(
        {
          name: label,
          value: Number(seconds.toFixed(1)),
          unit: `s, ${verdict.count.toLocaleString('en')} events, ${(size / 1e6).toFixed(1)} MB zip`,
        },
        {
          name: `${label}: API live heap growth (GC every 250 ms)`,
          value: (live.heapPeak - live.heapBefore) / 1e6,
          unit: `MB (before ${mb(live.heapBefore)} MB)`,
        },
        {
          name: `${label}: API heap growth, garbage included`,
          value: (memory.heapPeak - memory.heapBefore) / 1e6,
          unit: `MB (before ${mb(memory.heapBefore)} MB)`,
        },
        {
          name: `${label}: API external memory growth`,
          value: (memory.externalPeak - memory.externalBefore) / 1e6,
          unit: `MB (before ${mb(memory.externalBefore)} MB)`,
        },
        {
          name: `${label}: API RSS growth (peak - before)`,
          value: (memory.rssPeak - memory.rssBefore) / 1e6,
          unit: `MB (before ${mb(memory.rssBefore)} MB, peak ${mb(memory.rssPeak)} MB)`,
        },
        {
          name: `audit:verify --package (offline), ${sales.toLocaleString('en')} sales`,
          value: Math.round(verdict.count / verifySeconds),
          unit: 'events/s',
        },
      );
    }

    const started = performance.now();
    const chain = await verifyStoredChain(database.pool);
    if (!chain.ok) throw new Error(`chain broken: ${chain.message}`);
    rows.push({
      name: `postgres: audit:verify over ${chain.count.toLocaleString('en')} events`,
      value: Math.round(chain.count / ((performance.now() - started) / 1000)),
      unit: 'events/s',
    });
    rows.push(await benchPgliteVerify(seeded, today, dir));
    return rows;
  } finally {
    await waiter.close();
    await store.close();
    await stop(api);
    await projections.stop();
    await database.close();
    await scratch.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The verifier over the same sales in the embedded mode's store: PGlite on disk, as `./data` keeps
 * it, where Node hashes every row (chain-verify.ts).
 */
async function benchPgliteVerify(sales: number, today: string, dir: string): Promise<BenchRow> {
  const database = await createDatabasePool({ kind: 'pglite', dataDir: join(dir, 'pglite') });
  const store = new PostgresEventStore(database.pool);
  try {
    await store.ensureSchema();
    await seedSales(store, sales, 1, today);
    const started = performance.now();
    const chain = await verifyStoredChain(database.pool);
    if (!chain.ok) throw new Error(`chain broken: ${chain.message}`);
    return {
      name: `pglite: audit:verify over ${chain.count.toLocaleString('en')} events`,
      value: Math.round(chain.count / ((performance.now() - started) / 1000)),
      unit: 'events/s',
    };
  } finally {
    await store.close();
    await database.close();
  }
}

/** The distributed command API with the memory probe preloaded (and exiting with this process). */
function spawnProbedApi(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      '--import',
      `${root}scripts/exit-with-parent.ts`,
      '--import',
      `${root}scripts/bench/memory-probe.ts`,
      `${root}services/command-api/src/main.ts`,
    ],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env },
  );
}

async function probe(child: ChildProcess, message: 'mark' | 'mark-live' | 'peak'): Promise<unknown> {
  const answered = new Promise<unknown>((resolve) => {
    const onMessage = (reply: { probe?: string; peak?: MemoryPeak }) => {
      if (reply.probe !== (message === 'peak' ? 'peak' : 'marked')) return;
      child.off('message', onMessage);
      resolve(reply.peak);
    };
    child.on('message', onMessage);
  });
  child.send(message);
  return answered;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
