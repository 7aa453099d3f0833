import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { EventStore } from '@lavadero/event-store/event-store';
import type { ReadModelDb } from '@lavadero/read-models/database';
import { allProjections } from '@lavadero/read-models/projections';
import { expect } from 'vitest';
import { companyForm } from '../services/command-api/test-support/config-test-kit';
import { local } from '../services/command-api/test-support/customer-test-kit';
import { product } from '../services/command-api/test-support/inventory-test-helpers';

/**
 * What the tests of the distributed mode's real processes share (distributed-connection-loss,
 * distributed-replicas): the services as child processes, a signed-in admin, a load of tills
 * selling with retries as the POS does, and the read models as a comparable snapshot.
 */
const root = fileURLToPath(new URL('../', import.meta.url));
export const PASSWORD = 'Resiliencia123';
const SELLERS = 4;

export const SERVICES = {
  'command-api': 'services/command-api/src/main.ts',
  projections: 'services/projections/src/main.ts',
  'fiscal-worker': 'services/fiscal-worker/src/main.ts',
} as const;

/**
 * Starts one of the three services as a child process; its output is kept in `output` and its
 * exit is written to `exits` as `<name> exited (<code or signal>)`.
 */
export function startService(
  name: string,
  service: keyof typeof SERVICES,
  env: NodeJS.ProcessEnv,
  log: { output: string[]; exits: string[] },
): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', `${root}${SERVICES[service]}`], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => log.output.push(`[${name}] ${chunk.toString().trimEnd()}`);
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', (code, signal) => log.exits.push(`${name} exited (${code ?? signal})`));
  return child;
}

/**
 * Every sale a till heard 201 or 202 for is stored, none twice (by its idempotency key), and the
 * one series' numbers run from 1 without a gap or a repeat. Returns the SaleIssued events.
 */
export async function expectEachSaleOnceWithoutGaps(store: EventStore, acknowledged: Iterable<string>) {
  const issued = (await store.readAll({ maxCount: 1_000_000 })).filter((e) => e.type === 'SaleIssued');
  const keys = issued.map((e) => (e.data as { idempotencyKey: string }).idempotencyKey);
  expect(new Set(keys).size).toBe(keys.length);
  for (const key of acknowledged) expect(keys).toContain(key);
  const numbers = issued.map((e) => (e.data as { series: { secuencia: number } }).series.secuencia);
  expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));
  return issued;
}

/** SIGTERM to each child still running, resolved once all have exited. */
export async function stopAll(children: Iterable<ChildProcess>): Promise<void> {
  const running = [...children].filter((c) => c.exitCode === null && c.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve))));
}

/**
 * Signs in, configures the company with a service, a product and a customer, and returns a load of
 * four tills: each sells until `untilMs` has passed, retrying a sale answered 503 (or not answered)
 * with the same TEMP number until it is stored.
 */
export async function setUpSales(
  base: string,
  acknowledged: Set<string>,
  statuses: Map<number | string, number>,
  /** Where the id of each sale answered 201 or 202 goes. */
  saleIds: string[] = [],
) {
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
          const answer = await res.text();
          // 200: a retry that found the sale an earlier attempt stored (its answer was lost).
          if (status === 200 || status === 201 || status === 202)
            saleIds.push((JSON.parse(answer) as { id: string }).id);
        } catch (error) {
          status = (error as Error).name; // no answer at all: the API must never be down
        }
        count(status);
        if (status === 200 || status === 201 || status === 202) {
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

export async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

export async function countRows(db: ReadModelDb, table: 'sales'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Every read-model table as sorted JSON rows (not every table has an id). */
export async function snapshot(db: ReadModelDb) {
  const out: Record<string, string[]> = {};
  for (const table of [...new Set(allProjections.flatMap((p) => p.tables))].sort()) {
    const rows = await db.selectFrom(table).selectAll().execute();
    out[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return out;
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
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

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
