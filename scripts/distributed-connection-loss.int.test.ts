import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createDatabasePool, type DatabasePool } from '@lavadero/database/database-pool';
import { PostgresEventStore } from '@lavadero/event-store/postgres/postgres-event-store';
import { createReadModelDb, type ReadModelDb } from '@lavadero/read-models/database';
import { allProjections } from '@lavadero/read-models/projections';
import { rebuildReadModels } from '@lavadero/read-models/rebuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyForm } from '../services/command-api/test-support/config-test-kit';
import { local } from '../services/command-api/test-support/customer-test-kit';
import { product } from '../services/command-api/test-support/inventory-test-helpers';
import { createScratchDatabase } from '../services/command-api/test-support/scratch-database';
import { baseEnv } from './bench/processes';
import { type OutageProxy, startOutageProxy } from './outage-proxy.fixtures';

const root = fileURLToPath(new URL('../', import.meta.url));
const PASSWORD = 'Resiliencia123';
const SELLERS = 4;

/**
 * Issue 22, item 1: the distributed mode's three processes outlive PostgreSQL and Redis going away.
 * They reach both through proxies the test can cut (a server restarting: connections drop, new ones
 * are refused), and PostgreSQL's backends are also terminated again and again, while four tills
 * sell; a till that gets 503 retries with the same idempotency key, as the POS does. Every process
 * stays up, every sale answered 201 or 202 is stored exactly once, the numbers run without a gap,
 * the worker still answers, and the read models equal a rebuild.
 */
describe('the distributed mode when PostgreSQL and Redis go away', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let admin: DatabasePool;
  let base: string;
  let postgres: OutageProxy;
  let redis: OutageProxy;
  const processes = new Map<string, ChildProcess>();
  const exits: string[] = [];
  const output: string[] = [];
  const acknowledged = new Set<string>();
  const statuses = new Map<number | string, number>();
  let sell: (untilMs: number) => Promise<void>;
  let call: (method: string, path: string, body?: unknown) => Promise<Response>;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    admin = await createDatabasePool({ kind: 'postgres', connectionString: scratch.url });
    postgres = await startOutageProxy({ host: '127.0.0.1', port: 5432 });
    const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    redis = await startOutageProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
    const viaProxy = new URL(scratch.url);
    viaProxy.port = String(postgres.port);
    redisUrl.port = String(redis.port);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env = {
      ...baseEnv(),
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: PASSWORD,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: viaProxy.toString(),
      REDIS_URL: redisUrl.toString(),
      QUEUE_PREFIX: `resilience-${randomBytes(3).toString('hex')}`,
      LOG_LEVEL: 'error',
    };
    const services = {
      'command-api': 'services/command-api/src/main.ts',
      projections: 'services/projections/src/main.ts',
      'fiscal-worker': 'services/fiscal-worker/src/main.ts',
    };
    // They start while PostgreSQL is away, as on a machine that boots faster than its database.
    await postgres.cut();
    for (const [name, script] of Object.entries(services)) {
      const child = spawn(process.execPath, ['--import', 'tsx', `${root}${script}`], {
        env: { ...env, PORT: String(port), HOST: '127.0.0.1', SERVE_FRONTENDS: 'false' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk: Buffer) => output.push(`[${name}] ${chunk.toString().trimEnd()}`);
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      child.once('exit', (code, signal) => exits.push(`${name} exited (${code ?? signal})`));
      processes.set(name, child);
    }
    await sleep(3_000);
    expect(exits, output.join('\n')).toEqual([]);
    await postgres.restore();
    await waitFor(async () => (await fetch(`${base}/api/health`)).ok, 120_000);
    ({ sell, call } = await setUpSales(base, acknowledged, statuses));
  }, 180_000);

  afterAll(async () => {
    for (const child of processes.values()) child.kill('SIGTERM');
    await Promise.all(
      [...processes.values()].map((child) =>
        child.exitCode !== null || child.signalCode !== null
          ? undefined
          : new Promise((resolve) => child.once('exit', resolve)),
      ),
    );
    await postgres?.close();
    await redis?.close();
    await admin?.close();
    await scratch?.drop();
  }, 60_000);

  it('answers 503 with Retry-After while backends are terminated under load, and keeps selling', async () => {
    const load = sell(14_000);
    for (let i = 0; i < 7; i++) {
      await sleep(1_750);
      await admin.pool.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
    }
    await load;
    expect(exits, output.join('\n')).toEqual([]);
    expect(statuses.get(503) ?? 0, 'the terminations were felt').toBeGreaterThan(0);
  }, 60_000);

  it('waits while PostgreSQL and Redis are away, and resumes when they return', async () => {
    const before = acknowledged.size;
    const load = sell(12_000);
    await sleep(2_000);
    await Promise.all([postgres.cut(), redis.cut()]);
    const outage503 = statuses.get(503) ?? 0;
    await sleep(5_000);
    expect(statuses.get(503) ?? 0, 'the tills heard 503 during the outage').toBeGreaterThan(outage503);
    await Promise.all([postgres.restore(), redis.restore()]);
    await load;
    expect(exits, output.join('\n')).toEqual([]);
    expect(acknowledged.size, 'sales went on after the outage').toBeGreaterThan(before);
    // The fiscal worker follows events and takes jobs from Redis again: it answers a connection test.
    const tested = await call('POST', '/api/dnit-config/test-connection');
    expect(tested.status, await tested.clone().text()).toBe(200);
    expect(((await tested.json()) as { error: string | null }).error ?? '').not.toMatch(/no respondió/);
  }, 90_000);

  it('stored each acknowledged sale once, numbered without gaps, and rebuilds to the same read models', async () => {
    expect(exits, output.join('\n')).toEqual([]);
    // A till only ever heard 201, 202 or 503 with Retry-After: never silence, never a 500.
    expect([...statuses.keys()].filter((s) => ![201, 202, 503].includes(s as number))).toEqual([]);
    expect(acknowledged.size).toBeGreaterThan(20);

    const store = new PostgresEventStore(admin.pool);
    const issued = (await store.readAll({ maxCount: 1_000_000 })).filter((e) => e.type === 'SaleIssued');
    const keys = issued.map((e) => (e.data as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of acknowledged) expect(keys).toContain(key);
    const numbers = issued.map((e) => (e.data as { series: { secuencia: number } }).series.secuencia);
    expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));

    const db = createReadModelDb(admin.pool);
    await waitFor(async () => (await countRows(db, 'sales')) === issued.length, 30_000);
    for (const child of processes.values()) child.kill('SIGTERM');
    await waitFor(async () => exits.length === processes.size, 30_000);
    const live = await snapshot(db);
    await rebuildReadModels(db, store, allProjections);
    expect(await snapshot(db)).toEqual(live);
  }, 90_000);
});

/**
 * Signs in, configures the company with a service, a product and a customer, and returns a load of
 * four tills: each sells until `untilMs` has passed, retrying a sale answered 503 (or not answered)
 * with the same TEMP number until it is stored.
 */
async function setUpSales(base: string, acknowledged: Set<string>, statuses: Map<number | string, number>) {
  const cookie = await login(base);
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const created = async (res: Promise<Response>) => {
    const answer = await res;
    if (![200, 201].includes(answer.status)) throw new Error(`${answer.status} ${await answer.text()}`);
    return (await answer.json()) as { id: string };
  };
  await created(call('PUT', '/api/company-config', companyForm));
  await created(call('PUT', '/api/dnit-config', DNIT));
  const serviceId = (await created(call('POST', '/api/services', { nombre: 'Lavado', precio: 50_000 }))).id;
  const productId = (
    await created(call('POST', '/api/inventory', product({ precio: 35_000, stockActual: 100_000 })))
  ).id;
  const customerId = (await created(call('POST', '/api/customers', local))).id;
  const saleBody = () => ({
    customerId,
    workOrderId: null,
    medioPago: 'efectivo',
    regimenTurismo: false,
    numeroFactura: `TEMP-${randomUUID()}`,
    timbradoUsado: companyForm.timbradoNumero,
    items: [
      { serviceId, nombre: 'Lavado', cantidad: 1, precioUnitario: 50_000, subtotal: 50_000 },
      { inventoryItemId: productId, nombre: 'Cera', cantidad: 1, precioUnitario: 35_000, subtotal: 35_000 },
    ],
    subtotal: 85_000 - 7_727,
    impuestos: 7_727,
    total: 85_000,
  });
  const count = (status: number | string) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const till = async (ends: number) => {
    while (Date.now() < ends) {
      const body = saleBody();
      for (let attempt = 0; attempt < 200; attempt++) {
        let status: number | string;
        try {
          const res = await call('POST', '/api/sales', body);
          status = res.status;
          if (status === 503 && !/^\d+$/.test(res.headers.get('retry-after') ?? ''))
            status = '503 without Retry-After';
          await res.arrayBuffer();
        } catch (error) {
          status = (error as Error).name; // no answer at all: the API must never be down
        }
        count(status);
        if (status === 201 || status === 202) {
          acknowledged.add(body.numeroFactura);
          break;
        }
        await sleep(100);
      }
    }
  };
  const sell = (forMs: number) => {
    const ends = Date.now() + forMs;
    return Promise.all(Array.from({ length: SELLERS }, () => till(ends))).then(() => undefined);
  };
  return { sell, call };
}

/** A DNIT endpoint where nothing listens: the worker's connection test answers at once that it failed. */
const DNIT = {
  endpointUrl: 'https://127.0.0.1:9/de/ws',
  operationMode: 'testing',
  isActive: false,
  authToken: 'token',
};

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function countRows(db: ReadModelDb, table: 'sales'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Every read-model table as sorted JSON rows (not every table has an id). */
async function snapshot(db: ReadModelDb) {
  const out: Record<string, string[]> = {};
  for (const table of [...new Set(allProjections.flatMap((p) => p.tables))].sort()) {
    const rows = await db.selectFrom(table).selectAll().execute();
    out[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return out;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not answering yet
    }
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(200);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
