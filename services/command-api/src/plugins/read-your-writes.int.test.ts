import { randomBytes, randomUUID } from 'node:crypto';
import type { CustomerDto } from '@lavadero/contracts/customers';
import { createDatabasePool, type DatabasePool } from '@lavadero/database/database-pool';
import { toCustomerDocumentStreamId } from '@lavadero/domain/customers/events';
import { userCreatedEvent } from '@lavadero/domain/users/test-fixtures';
import { createEventStore } from '@lavadero/event-store/create-event-store';
import type { EventStore, GlobalPosition } from '@lavadero/event-store/event-store';
import { CHECKPOINTS_CHANNEL } from '@lavadero/read-models/checkpoints/checkpoint-notifications';
import { readCheckpoints } from '@lavadero/read-models/checkpoints/checkpoint-store';
import { projectionsReading, type WaitOptions } from '@lavadero/read-models/checkpoints/checkpoint-tracker';
import { CheckpointWaiter } from '@lavadero/read-models/checkpoints/checkpoint-waiter';
import { createReadModelDb, type ReadModelDb } from '@lavadero/read-models/database';
import { migrateReadModels } from '@lavadero/read-models/migrate';
import { ProjectionRunner } from '@lavadero/read-models/projection-runner';
import { allProjections } from '@lavadero/read-models/projections';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../test-support/scratch-database';
import { ADMIN, NO_FRONTENDS, startTestServer, type TestServer } from '../../test-support/test-server';
import { bootstrapFirstStart } from '../bootstrap';
import { buildServer } from '../server';
import { createUser } from '../users/create-user';

const customer = (docNumero: string) => ({
  nombre: 'Cliente de prueba',
  docTipo: 'CI',
  docNumero,
  telefono: '0981 123456',
  email: null,
  direccion: null,
  regimenTurismo: false,
});

/**
 * The distributed shape: the projections run as another "process" (their own pools and runner,
 * notifying checkpoints), the API waits through a CheckpointWaiter on its own LISTEN connection.
 */
describe('read-your-writes, distributed (PostgreSQL, LISTEN/NOTIFY)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const pools: DatabasePool[] = [];
  let apiStore: EventStore;
  let projectionsStore: EventStore;
  let readDb: ReadModelDb;
  let waiterPool: DatabasePool;
  let waiter: CheckpointWaiter;
  let projections: ProjectionRunner;
  const waits: (readonly string[] | undefined)[] = [];
  /** What the read models are told of each write request (ReadModelProgress.writing), in order. */
  const writes: string[] = [];

  const pool = async () => {
    const opened = await createDatabasePool({ kind: 'postgres', connectionString: scratch.url });
    pools.push(opened);
    return opened;
  };
  const startProjections = async () => {
    projections = new ProjectionRunner(
      createReadModelDb((await pool()).pool),
      projectionsStore,
      allProjections,
      {
        notifyChannel: CHECKPOINTS_CHANNEL,
      },
    );
    await projections.start();
  };
  const appendUser = async (): Promise<GlobalPosition> => {
    const userId = randomUUID();
    const event = {
      id: randomUUID(),
      metadata: {},
      ...userCreatedEvent({ userId, username: `u${userId.slice(0, 8)}` }),
    };
    const result = await apiStore.append(`user-${userId}`, [event], { expectedRevision: 'no_stream' });
    return result.position;
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    const api = await pool();
    apiStore = await createEventStore({ kind: 'postgres', pool: api.pool, listen: true });
    projectionsStore = await createEventStore({ kind: 'postgres', pool: (await pool()).pool, listen: true });
    await migrateReadModels(api.pool);
    readDb = createReadModelDb(api.pool);
    // The waiter reads the checkpoints through a pool of its own, so a test can cut it off.
    waiterPool = await pool();
    waiter = new CheckpointWaiter(
      createReadModelDb(waiterPool.pool),
      { connectionString: scratch.url },
      allProjections,
      CHECKPOINTS_CHANNEL,
    );
    await waiter.start();
  });
  afterAll(async () => {
    await projections?.stop();
    await waiter?.close();
    await apiStore?.close();
    await projectionsStore?.close();
    for (const opened of pools) await opened.close().catch(() => undefined);
    await scratch?.drop();
  });

  it('treats a fresh deployment without checkpoints as not caught up, and wakes when the projections commit', async () => {
    expect(
      (
        await readCheckpoints(
          readDb,
          allProjections.map((p) => p.name),
        )
      ).size,
    ).toBe(0);
    const position = await appendUser();
    expect(await waiter.waitFor(position, { eventTypes: ['UserCreated'], timeoutMs: 300 })).toBe(false);
    // Nothing reads a claim: a write that appended only one waits for nothing, checkpoints or not.
    expect(await waiter.waitFor(position, { eventTypes: ['CustomerDocumentClaimed'], timeoutMs: 1 })).toBe(
      true,
    );

    const caughtUp = waiter.waitFor(position, { eventTypes: ['UserCreated'], timeoutMs: 30_000 });
    await startProjections();
    expect(await caughtUp).toBe(true);
  });

  describe('through the API', () => {
    let app: FastifyInstance;
    let cookie: string;
    beforeAll(async () => {
      const spy = {
        waitFor: (position: GlobalPosition, options?: WaitOptions) => {
          waits.push(options?.eventTypes);
          writes.push('waits for its read models');
          return waiter.waitFor(position, options);
        },
        writing: () => {
          writes.push('starts');
          return () => writes.push('has appended or ended');
        },
      };
      app = await buildServer({
        store: apiStore,
        readDb,
        readModels: spy,
        sessionKey: randomBytes(32),
        sessionTtlHours: 1,
        frontends: NO_FRONTENDS,
        logLevel: 'silent',
      });
      // The first test stored a user already, so the first-start bootstrap would not add the admin.
      await createUser(
        app.deps,
        { userId: null, correlationId: 'test' },
        {
          ...ADMIN,
          fullName: 'Administrador',
          email: null,
          role: 'admin',
          subscriptionType: 'enterprise',
          monthlyInvoiceLimit: 10000,
          expirationDate: null,
          isActive: true,
          isBlocked: false,
        },
      );
      await bootstrapFirstStart(app.deps, ADMIN, () => {});
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      cookie = String(login.headers['set-cookie']).split(';')[0]!;
    });
    afterAll(() => app?.close());

    const post = (docNumero: string) =>
      app.inject({
        method: 'POST',
        url: '/api/customers',
        headers: { cookie },
        payload: customer(docNumero),
      });
    const listed = async () =>
      (
        await app.inject({ method: 'GET', url: '/api/customers', headers: { cookie } })
      ).json() as CustomerDto[];

    it('waits once per request that appends a claim and an entity, only for the read models of the entity', async () => {
      waits.length = 0;
      expect((await post('4100100')).statusCode).toBe(201);
      // One atomic append of the claim and the customer, one wait, for the customers read model only.
      expect(waits).toEqual([['CustomerDocumentClaimed', 'CustomerRegistered']]);
      expect(projectionsReading(allProjections, waits[0])).toEqual(['customers']);
    });

    it('tells the read models when a write request starts and when it has appended, before it waits; reads are not writes', async () => {
      writes.length = 0;
      expect((await post('4100150')).statusCode).toBe(201);
      expect(writes).toEqual(['starts', 'has appended or ended', 'waits for its read models']);
      writes.length = 0;
      await listed();
      expect(writes).toEqual([]);
      // A write refused before it appends ends as well: the embedded runner stops waiting for it.
      expect((await post('')).statusCode).toBe(400);
      expect(writes).toEqual(['starts', 'has appended or ended']);
    });

    it('answers a write woken by the checkpoint notification, with the waiter unable to read the table', async () => {
      await waiterPool.close(); // no fallback read can succeed now: only NOTIFY can settle the wait
      const res = await post('4100200');
      expect(res.statusCode).toBe(201);
      expect((await listed()).map((c) => c.docNumero)).toContain('4100200');
    });

    it('answers 202 with the id and where to read it when the projections are down, and shows the record once they resume', async () => {
      await projections.stop();
      const res = await post('4100300');
      expect(res.statusCode).toBe(202);
      const body = res.json() as { id: string; location: string; message: string };
      expect(body.location).toBe(`/api/customers/${body.id}`);
      expect(res.headers.location).toBe(body.location);
      expect(body.message).toBe('Guardado. Los datos se mostrarán en pantalla en unos segundos.');
      expect((await listed()).map((c) => c.id)).not.toContain(body.id);
      // The write was stored: the same document again is refused as taken, not accepted twice.
      expect((await post('4100300')).statusCode).toBe(409);

      await startProjections();
      expect(await waiter.waitFor(await apiStore.lastStoredPosition(), { timeoutMs: 30_000 })).toBe(true);
      expect((await listed()).find((c) => c.id === body.id)?.docNumero).toBe('4100300');
    });
  });
});

describe('read-your-writes, embedded (PGlite, in-process runner)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('answers 202 while the runner is stopped and shows the record once it resumes', async () => {
    const { cookie } = await t.login(ADMIN.username, ADMIN.password);
    await t.runner.stop();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { cookie },
      payload: customer('4200100'),
    });
    expect(res.statusCode).toBe(202);
    const { id } = res.json() as { id: string };
    expect(
      (await t.allEvents()).some((e) => e.type === 'CustomerRegistered' && e.streamId.endsWith(id)),
    ).toBe(true);

    await t.runner.start();
    expect(await t.runner.waitFor(await t.store.headPosition(), { timeoutMs: 30_000 })).toBe(true);
    const list = await t.app.inject({ method: 'GET', url: '/api/customers', headers: { cookie } });
    expect((list.json() as CustomerDto[]).map((c) => c.id)).toContain(id);

    // A write in several steps (claim the new document, update, free the old one) completes every
    // step while its read models are behind, and still answers 202.
    await t.runner.stop();
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${id}`,
      headers: { cookie },
      payload: customer('4200199'),
    });
    expect(moved.statusCode).toBe(202);
    expect(moved.json()).toMatchObject({ id, location: `/api/customers/${id}` });
    const oldClaim = await t.store.readStream(toCustomerDocumentStreamId('CI', '4200100'));
    expect(oldClaim.map((e) => e.type)).toEqual(['CustomerDocumentClaimed', 'CustomerDocumentReleased']);
    await t.runner.start();
  });
});
