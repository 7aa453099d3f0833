import { randomBytes, randomUUID } from 'node:crypto';
import { createDatabasePool, type DatabasePool } from '@lavadero/database/database-pool';
import { createEventStore } from '@lavadero/event-store/create-event-store';
import type { EventStore } from '@lavadero/event-store/event-store';
import { CHECKPOINTS_CHANNEL } from '@lavadero/read-models/checkpoints/checkpoint-notifications';
import { CheckpointWaiter } from '@lavadero/read-models/checkpoints/checkpoint-waiter';
import { createReadModelDb } from '@lavadero/read-models/database';
import { migrateReadModels } from '@lavadero/read-models/migrate';
import { ProjectionRunner } from '@lavadero/read-models/projection-runner';
import { allProjections } from '@lavadero/read-models/projections';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyForm } from '../../test-support/config-test-kit';
import { local } from '../../test-support/customer-test-kit';
import { product } from '../../test-support/inventory-test-helpers';
import { createScratchDatabase } from '../../test-support/scratch-database';
import { ADMIN, NO_FRONTENDS } from '../../test-support/test-server';
import { bootstrapFirstStart } from '../bootstrap';
import { buildServer } from '../server';

type Role = 'api' | 'projections';
interface Statement {
  readonly role: Role;
  readonly text: string;
}

/** Every statement a pool's clients send, with the pool's role; `pg.Pool.query` goes through them too. */
function recordStatements(pools: ReadonlyMap<Role, pg.Pool>): { statements: Statement[]; stop(): void } {
  const roles = new WeakMap<pg.Client, Role>();
  for (const [role, pool] of pools) pool.on('acquire', (client) => roles.set(client, role));
  const statements: Statement[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const role = roles.get(this);
    const config = args[0] as string | { text: string };
    if (role) statements.push({ role, text: typeof config === 'string' ? config : config.text });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  return { statements, stop: () => (pg.Client.prototype.query = original) };
}

/**
 * The API's checkpoint waiter reads the checkpoints itself when a write has waited 500 ms without a
 * notice (a notice lost with its connection): on a loaded machine that happens now and then, and it is
 * a safety net, not a cost of the write.
 */
const safetyNetRead = (s: Statement) => /^select .* from "read_models"\."checkpoints"/i.test(s.text.trim());

/** Transactions as the database counts them: a BEGIN..COMMIT block is one, any other statement one. */
function transactions(statements: readonly Statement[]): number {
  let count = 0;
  let open = false;
  for (const { text } of statements) {
    const head = text.trim().split(/\s/)[0]!.toUpperCase();
    if (head === 'BEGIN') open = true;
    else if (head === 'COMMIT' || head === 'ROLLBACK') {
      open = false;
      count++;
    } else if (!open) count++;
  }
  return count;
}

/**
 * What one POST /api/customers (and one POST /api/sales) costs the database in the distributed shape (API pool, projections
 * pool and runner, the API's checkpoint waiter): the statements are counted, not timed, so a change
 * that adds a round trip to every write shows up here (issue 12).
 */
describe('round trips of one write, distributed (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let api: DatabasePool;
  let projectionsPool: DatabasePool;
  let apiStore: EventStore;
  let projectionsStore: EventStore;
  let runner: ProjectionRunner;
  let waiter: CheckpointWaiter;
  let app: FastifyInstance;
  let cookie: string;
  const sessionKey = randomBytes(32);
  const others: { app: FastifyInstance; waiter: CheckpointWaiter }[] = [];

  /** An API "process": its own checkpoint waiter (LISTEN connection) and session cache, one cookie key. */
  const startApiProcess = async () => {
    const readDb = createReadModelDb(api.pool);
    const waiter = new CheckpointWaiter(
      readDb,
      { connectionString: scratch.url },
      allProjections,
      CHECKPOINTS_CHANNEL,
    );
    await waiter.start();
    // The open-session cache keeps nothing until the waiter hears the checkpoint notifications.
    while (!waiter.changes.live) await new Promise((resolve) => setTimeout(resolve, 10));
    const app = await buildServer({
      store: apiStore,
      readDb,
      readModels: waiter,
      sessionKey,
      sessionTtlHours: 1,
      frontends: NO_FRONTENDS,
      logLevel: 'silent',
    });
    return { app, waiter };
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    api = await createDatabasePool({ kind: 'postgres', connectionString: scratch.url });
    projectionsPool = await createDatabasePool({ kind: 'postgres', connectionString: scratch.url });
    apiStore = await createEventStore({ kind: 'postgres', pool: api.pool, listen: true });
    projectionsStore = await createEventStore({ kind: 'postgres', pool: projectionsPool.pool, listen: true });
    await migrateReadModels(api.pool);
    runner = new ProjectionRunner(createReadModelDb(projectionsPool.pool), projectionsStore, allProjections, {
      notifyChannel: CHECKPOINTS_CHANNEL,
    });
    await runner.start();
    ({ app, waiter } = await startApiProcess());
    await bootstrapFirstStart(app.deps, ADMIN, () => {});
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    cookie = String(login.headers['set-cookie']).split(';')[0]!;
    // Every read model past the login, so no late notice of it empties the session cache mid-count.
    expect(await waiter.waitFor(await apiStore.lastStoredPosition(), { timeoutMs: 30_000 })).toBe(true);
  });
  afterAll(async () => {
    for (const other of others) {
      await other.app.close();
      await other.waiter.close();
    }
    await app?.close();
    await runner?.stop();
    await waiter?.close();
    await apiStore?.close();
    await projectionsStore?.close();
    await api?.close();
    await projectionsPool?.close();
    await scratch?.drop();
  });

  const post = (docNumero: string) =>
    app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { cookie },
      payload: { nombre: 'Cliente', docTipo: 'CI', docNumero, telefono: '0981 123456' },
    });

  it('costs the API one statement and the projections one transaction after reading the events', async () => {
    expect((await post('5100100')).statusCode).toBe(201); // warm: prepared statements, cached session
    await new Promise((resolve) => setTimeout(resolve, 200));
    const recording = recordStatements(
      new Map([
        ['api', api.pool],
        ['projections', projectionsPool.pool],
      ]),
    );
    let reply: unknown;
    try {
      const res = await post('5100200');
      expect(res.statusCode).toBe(201);
      reply = res.json();
      await new Promise((resolve) => setTimeout(resolve, 200)); // the runner's last read, if any
    } finally {
      recording.stop();
    }
    const of = (role: Role) => recording.statements.filter((s) => s.role === role && !safetyNetRead(s));
    // API: append the claim and the customer, both expected new, without reading them first (the
    // session comes from memory, the reply from the projection's fold). Projections: read the new
    // events; in one transaction move the checkpoints (and notify) and write the new row.
    const listing = recording.statements.map(
      (s) => `${s.role}: ${s.text.replace(/\s+/g, ' ').slice(0, 100)}`,
    );
    // A read of the new events can come back empty while another transaction anywhere in the cluster
    // holds the snapshot's xmin back (the log is read only below it); the runner then reads again.
    const eventReads = of('projections').filter((s) => s.text.includes('pg_snapshot_xmin')).length;
    expect(eventReads, listing.join('\n')).toBeGreaterThanOrEqual(1);
    expect(
      { api: transactions(of('api')), projectionWrites: transactions(of('projections')) - eventReads },
      listing.join('\n'),
    ).toEqual({
      api: 1,
      projectionWrites: 1,
    });
    // A registration starts its row from nothing: the batch writes it without reading it first.
    expect(
      of('projections').filter((s) => /^select .* from "read_models"\."customers"/i.test(s.text)),
      listing.join('\n'),
    ).toEqual([]);
    // The reply, built without reading the read model, is the row it holds.
    const listed = await app.inject({ method: 'GET', url: '/api/customers', headers: { cookie } });
    expect(listed.json()).toContainEqual(reply);
  });

  it('a sale after another costs the API one statement and the projections one transaction after reading the events', async () => {
    const as = (method: 'POST' | 'PUT', url: string, payload: object) =>
      app.inject({ method, url, headers: { cookie }, payload });
    const idOf = async (reply: ReturnType<typeof as>) => ((await reply).json() as { id: string }).id;
    expect((await as('PUT', '/api/company-config', companyForm)).statusCode).toBe(200);
    const serviceId = await idOf(as('POST', '/api/services', { nombre: 'Lavado', precio: 50_000 }));
    const productId = await idOf(as('POST', '/api/inventory', product({ precio: 35_000 })));
    const customerId = await idOf(as('POST', '/api/customers', { ...local, docNumero: '5200100' }));
    const sell = () =>
      as('POST', '/api/sales', {
        customerId,
        workOrderId: null,
        medioPago: 'efectivo',
        regimenTurismo: false,
        numeroFactura: `TEMP-${randomUUID()}`,
        timbradoUsado: '12345678',
        items: [
          { serviceId, nombre: 'Lavado', cantidad: 1, precioUnitario: 50_000, subtotal: 50_000 },
          {
            inventoryItemId: productId,
            nombre: 'Shampoo',
            cantidad: 1,
            precioUnitario: 35_000,
            subtotal: 35_000,
          },
        ],
        subtotal: 77_273,
        impuestos: 7_727,
        total: 85_000,
      });
    expect((await sell()).statusCode).toBe(201); // warm
    await new Promise((resolve) => setTimeout(resolve, 200));
    const recording = recordStatements(
      new Map([
        ['api', api.pool],
        ['projections', projectionsPool.pool],
      ]),
    );
    try {
      expect((await sell()).statusCode).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      recording.stop();
    }
    const of = (role: Role) => recording.statements.filter((s) => s.role === role && !safetyNetRead(s));
    const listing = recording.statements
      .map((s) => `${s.role}: ${s.text.replace(/\s+/g, ' ').slice(0, 100)}`)
      .join('\n');
    // API: one atomic append. The facts (customer, services, company) are as the previous sale read
    // them, kept until one of their read models changes (sales/sale-facts.ts); the sale's stream is
    // expected new, and its series, month and product are as the previous sale of the series left
    // them in this process (plugins/last-event-cache.ts). No session read: selling changes no account.
    expect(
      of('api')
        .map((s) => s.text)
        .filter((text) => text.includes('sessions')),
      listing,
    ).toEqual([]);
    const eventReads = of('projections').filter((s) => s.text.includes('pg_snapshot_xmin')).length;
    expect(
      { api: transactions(of('api')), projectionWrites: transactions(of('projections')) - eventReads },
      listing,
    ).toEqual({ api: 1, projectionWrites: 1 });
  });

  it('refuses a session ended through another API process once it hears of it, though it had it in memory', async () => {
    const other = await startApiProcess();
    others.push(other);
    const login = await other.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    const session = String(login.headers['set-cookie']).split(';')[0]!;
    const me = () => app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: session } });
    expect(login.statusCode, login.body).toBe(200);
    expect((await me()).statusCode).toBe(200); // now in this process's memory
    const out = await other.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session },
    });
    expect(out.statusCode).toBeLessThan(300);
    // This process learns of the ended session by the same notification the other one waited for.
    expect(await waiter.waitFor(await apiStore.lastStoredPosition(), { timeoutMs: 30_000 })).toBe(true);
    expect((await me()).statusCode).toBe(401);
  });
});
