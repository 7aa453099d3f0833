import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabasePool, type DatabasePool } from '@lavadero/database/database-pool';
import { FREE_FAILED_LOGINS } from '@lavadero/domain/users/login-throttle';
import { PostgresEventStore } from '@lavadero/event-store/postgres/postgres-event-store';
import { encodeId } from '@lavadero/jobs/bullmq-queue';
import { createReadModelDb } from '@lavadero/read-models/database';
import { allProjections } from '@lavadero/read-models/projections';
import { rebuildReadModels } from '@lavadero/read-models/rebuild';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../services/command-api/test-support/scratch-database';
import { eventJobId } from '../services/fiscal-worker/src/event-jobs';
import { SIFEN_DOCUMENT_JOB } from '../services/fiscal-worker/src/sifen/document.job';
import { baseEnv } from './bench/processes';
import {
  countRows,
  expectEachSaleOnceWithoutGaps,
  freePort,
  login,
  PASSWORD,
  type SERVICES,
  setUpSales,
  snapshot,
  startService,
  stopAll,
  waitFor,
} from './distributed.fixtures';
import { type OutageProxy, startOutageProxy } from './outage-proxy.fixtures';
import { createFrontendServer } from './serve-frontend';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Issue 21, item 3: two command APIs (behind the shell's round-robin proxy), two projection services
 * and two fiscal workers on one PostgreSQL database and one Redis prefix. Four tills sell through the
 * proxy while sales are voided (each void asks the worker for a document job); one of each process
 * is killed with SIGKILL and started again. Every sale acknowledged is stored once, numbered
 * without a gap, every void's job finished once (started again only where a kill stopped it), the
 * read models equal a rebuild, and what each API used to keep to itself (sessions ended, login
 * failures) holds on the other.
 */
describe('two of each process on one database', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let admin: DatabasePool;
  let postgres: OutageProxy;
  let shell: FastifyInstance | undefined;
  let dist: string;
  let proxyBase: string;
  const apis: string[] = [];
  const prefix = `replicas-${randomBytes(3).toString('hex')}`;
  const processes = new Map<string, ChildProcess>();
  const specs = new Map<string, { service: keyof typeof SERVICES; env: NodeJS.ProcessEnv }>();
  const log = { output: [] as string[], exits: [] as string[] };
  const acknowledged = new Set<string>();
  const statuses = new Map<number | string, number>();
  const saleIds: string[] = [];
  const voided = new Set<string>();
  let sales: Awaited<ReturnType<typeof setUpSales>>;

  const start = (name: string) => {
    const spec = specs.get(name);
    if (!spec) throw new Error(name);
    processes.set(name, startService(name, spec.service, spec.env, log));
  };
  const health = (base: string) => async () => (await fetch(`${base}/api/health`)).ok;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    admin = await createDatabasePool({ kind: 'postgres', connectionString: scratch.url });
    // The second API reaches PostgreSQL through a proxy the test can cut (item 4).
    postgres = await startOutageProxy({ host: '127.0.0.1', port: 5432 });
    const viaProxy = new URL(scratch.url);
    viaProxy.port = String(postgres.port);
    const env = {
      ...baseEnv(),
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: PASSWORD,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: scratch.url,
      REDIS_URL,
      QUEUE_PREFIX: prefix,
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      SERVE_FRONTENDS: 'false',
      TRUST_PROXY: '127.0.0.1',
      // Every login here comes from this machine: the limit per address is not what is tested.
      LOGIN_ATTEMPTS_PER_MINUTE: '100',
    };
    for (const [i, databaseUrl] of [scratch.url, viaProxy.toString()].entries()) {
      const port = await freePort();
      apis.push(`http://127.0.0.1:${port}`);
      specs.set(`command-api-${i + 1}`, {
        service: 'command-api',
        env: { ...env, PORT: String(port), DATABASE_URL: databaseUrl },
      });
      specs.set(`projections-${i + 1}`, { service: 'projections', env });
      specs.set(`fiscal-worker-${i + 1}`, { service: 'fiscal-worker', env });
    }
    // The first API creates the schema and the admin; the rest start once it answers.
    const started = (base: string) =>
      waitFor(health(base), 150_000).catch(() => {
        throw new Error(`${base} did not start:\n${log.output.join('\n')}\n${log.exits.join('\n')}`);
      });
    start('command-api-1');
    await started(apis[0] as string);
    for (const name of specs.keys()) if (!processes.has(name)) start(name);
    await started(apis[1] as string);

    dist = mkdtempSync(join(tmpdir(), 'replicas-shell-'));
    shell = await createFrontendServer({ distDir: dist, port: 0, host: '127.0.0.1', api: apis.join(',') });
    proxyBase = await shell.listen({ port: 0, host: '127.0.0.1' });
    sales = await setUpSales(proxyBase, acknowledged, statuses, saleIds);
  }, 300_000);

  afterAll(async () => {
    await stopAll(processes.values());
    await shell?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
    await postgres?.close();
    await admin?.close();
    await scratch?.drop();
  }, 60_000);

  /** Voids the newest sale not voided yet, once a second, until `until`; retried as a till would. */
  const voidWhileSelling = async (until: number) => {
    while (Date.now() < until) {
      await sleep(1_000);
      const id = saleIds.findLast((saleId) => !voided.has(saleId));
      if (!id) continue;
      for (let attempt = 0; attempt < 100; attempt++) {
        const res = await sales.call('DELETE', `/api/sales/${id}`).catch(() => null);
        // 409 after a lost answer: the earlier attempt voided it.
        if (res?.status === 200 || (attempt > 0 && res?.status === 409)) {
          voided.add(id);
          break;
        }
        await sleep(200);
      }
    }
  };

  it('keeps selling while one of each is killed and started again', async () => {
    const until = Date.now() + 16_000;
    const load = Promise.all([sales.sell(16_000), voidWhileSelling(until)]);
    await sleep(4_000);
    const killed = ['command-api-1', 'projections-1', 'fiscal-worker-1'];
    for (const name of killed) processes.get(name)?.kill('SIGKILL');
    await sleep(2_000);
    for (const name of killed) start(name);
    await load;
    await waitFor(health(apis[0] as string), 120_000);
    expect(log.exits.sort(), log.output.join('\n')).toEqual(
      killed.map((n) => `${n} exited (SIGKILL)`).sort(),
    );
    // 502: a sale that reached the killed API; the till sent it again with the same TEMP number,
    // and heard 200 when that first attempt had been stored.
    const expected = [200, 201, 202, 502, 503];
    expect([...statuses.keys()].filter((s) => !expected.includes(s as number))).toEqual([]);
    expect(acknowledged.size).toBeGreaterThan(20);
    expect(voided.size).toBeGreaterThan(3);
  }, 180_000);

  it('refuses on one API a session ended on the other within a second', async () => {
    const [one, two] = apis as [string, string];
    const cookie = await login(one);
    const me = (base: string) => fetch(`${base}/api/auth/me`, { headers: { cookie } });
    expect((await me(two)).status).toBe(200);
    const logout = await fetch(`${one}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(logout.status).toBe(200);
    const ended = Date.now();
    await waitFor(async () => (await me(two)).status === 401, 5_000);
    expect(Date.now() - ended).toBeLessThan(1_000);
  }, 30_000);

  it('counts wrong passwords across both APIs', async () => {
    const statusesOf: number[] = [];
    for (let i = 0; i < FREE_FAILED_LOGINS + 2; i++) {
      const res = await fetch(`${apis[i % 2]}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'intruso', password: 'Incorrecta1' }),
      });
      statusesOf.push(res.status);
    }
    expect(statusesOf).toEqual([...Array(FREE_FAILED_LOGINS + 1).fill(401), 429]);
  }, 60_000);

  it('answers 503 in Spanish on the API that lost PostgreSQL, and recovers by itself', async () => {
    const cookie = await login(apis[0] as string);
    const customers = () => fetch(`${apis[1]}/api/customers`, { headers: { cookie } });
    await postgres.cut();
    const away = await customers();
    expect(away.status).toBe(503);
    expect(((await away.json()) as { message: string }).message).toMatch(/Sin conexión con la base de datos/);
    await postgres.restore();
    await waitFor(async () => (await customers()).status === 200, 30_000);
  }, 60_000);

  it('stored each sale once without gaps, finished each void job once, and rebuilds to the same read models', async () => {
    const store = new PostgresEventStore(admin.pool);
    const issued = await expectEachSaleOnceWithoutGaps(store, acknowledged);

    const voids = (await store.readAll({ maxCount: 1_000_000 })).filter((e) => e.type === 'SaleVoided');
    const voidedIds = voids.map((e) => (e.data as { saleId: string }).saleId);
    expect(new Set(voidedIds).size).toBe(voidedIds.length);
    expect(new Set(voidedIds)).toEqual(voided);
    const queue = new Queue(SIFEN_DOCUMENT_JOB, { connection: { url: REDIS_URL }, prefix });
    try {
      const jobOf = (event: (typeof voids)[number]) =>
        queue.getJob(encodeId(eventJobId(SIFEN_DOCUMENT_JOB, event)));
      await waitFor(async () => {
        const jobs = await Promise.all(voids.map(jobOf));
        return jobs.every((job) => job?.finishedOn !== undefined);
      }, 60_000);
      for (const event of voids) {
        const job = await jobOf(event);
        // Finished once, never failed. A job started on the worker killed mid-run never finished
        // there: BullMQ counts it stalled and starts it again on the other (jobs are idempotent).
        expect(job?.failedReason ?? null).toBeNull();
        expect(job?.stalledCounter).toBeOneOf([0, 1]);
        expect(job?.attemptsStarted).toBe(1 + (job?.stalledCounter ?? 0));
      }
    } finally {
      await queue.close();
    }

    const db = createReadModelDb(admin.pool);
    await waitFor(async () => (await countRows(db, 'sales')) === issued.length, 30_000);
    await stopAll(processes.values());
    const live = await snapshot(db);
    await rebuildReadModels(db, store, allProjections);
    expect(await snapshot(db)).toEqual(live);
  }, 150_000);
});
