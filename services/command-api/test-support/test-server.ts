import { randomBytes } from 'node:crypto';
import { createDatabasePool } from '@lavadero/database/database-pool';
import { createEventStore } from '@lavadero/event-store/create-event-store';
import type { RecordedEvent } from '@lavadero/event-store/event-store';
import { createReadModelDb } from '@lavadero/read-models/database';
import { migrateReadModels } from '@lavadero/read-models/migrate';
import { ProjectionRunner } from '@lavadero/read-models/projection-runner';
import { allProjections } from '@lavadero/read-models/projections';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bootstrapFirstStart } from '../src/bootstrap';
import type { Clock, IdGenerator } from '../src/plugins/clock-and-ids';
import { buildServer, type ServerOptions } from '../src/server';
import { readAllStored } from './read-all-stored';
import { createScratchDatabase } from './scratch-database';

export const ADMIN = { username: 'admin', password: 'Admin12345' } as const;

/** An API that serves no screens: what tests about the API itself start. */
export const NO_FRONTENDS: ServerOptions['frontends'] = {
  frontendsDir: '/nonexistent',
  remotes: { pos: '', operations: '', admin: '' },
  serveFiles: false,
};

/**
 * The real command API over a real (in-memory) PGlite event store and read models, with the
 * projections running in-process as in embedded mode. Requests go through `app.inject`.
 */
export async function startTestServer(
  options: {
    database?: 'pglite' | 'postgres';
    frontends?: ServerOptions['frontends'];
    logLevel?: string;
    logStream?: ServerOptions['logStream'];
    loginAttemptsPerMinute?: number;
    sharedLimits?: ServerOptions['sharedLimits'];
    trustProxy?: readonly string[];
    publicOrigins?: readonly string[];
    timeouts?: ServerOptions['timeouts'];
    clock?: Clock;
    ids?: Partial<IdGenerator>;
    secretsKey?: Buffer;
  } = {},
) {
  const scratch = options.database === 'postgres' ? await createScratchDatabase() : null;
  const database = await createDatabasePool(
    scratch ? { kind: 'postgres', connectionString: scratch.url } : { kind: 'pglite', dataDir: 'memory://' },
  );
  const store = await createEventStore({ kind: 'postgres', pool: database.pool });
  await migrateReadModels(database.pool);
  const readDb = createReadModelDb(database.pool);
  const runner = new ProjectionRunner(readDb, store, allProjections);
  await runner.start();
  const app = await buildServer({
    store,
    readDb,
    readModels: runner,
    sessionKey: randomBytes(32),
    secretsKey: options.secretsKey ?? randomBytes(32),
    sessionTtlHours: 1,
    frontends: options.frontends ?? NO_FRONTENDS,
    logLevel: options.logLevel ?? 'silent',
    logStream: options.logStream,
    // Every injected request comes from one address: tests that are not about the limit lift it.
    loginAttemptsPerMinute: options.loginAttemptsPerMinute ?? 10_000,
    sharedLimits: options.sharedLimits,
    trustProxy: options.trustProxy,
    publicOrigins: options.publicOrigins,
    timeouts: options.timeouts,
    clock: options.clock,
    ids: options.ids,
    // CI runs test files side by side on two cores, next to a 50,000-record import: a write's batch
    // may then take longer than the product's 2 s, and a 202 is not what these tests are about.
    // The tests of the 202 stop the runner, which answers at once.
    readYourWritesMs: 15_000,
  });
  await bootstrapFirstStart(app.deps, ADMIN, () => {});

  const allEvents = (): Promise<RecordedEvent[]> => readAllStored(store);

  async function login(
    username: string,
    password: string,
  ): Promise<{ res: LightMyRequestResponse; cookie: string }> {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
    const setCookie = res.headers['set-cookie'];
    const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
    return { res, cookie: first?.split(';')[0] ?? '' };
  }

  async function createUser(
    adminCookie: string,
    username: string,
    role: 'admin' | 'user' | 'readonly',
    extra = {},
  ) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie: adminCookie },
      payload: { username, password: 'Secreto123', fullName: `Usuario ${username}`, role, ...extra },
    });
    if (res.statusCode !== 201) throw new Error(`createUser ${username}: ${res.statusCode} ${res.body}`);
    return res.json() as { id: string; username: string };
  }

  return {
    app: app as FastifyInstance,
    store,
    readDb,
    /** The one pool of the events and read models (tools that read the store's tables). */
    pool: database.pool,
    runner,
    allEvents,
    login,
    createUser,
    async close() {
      await app.close();
      await runner.stop();
      await store.close();
      await database.close();
      await scratch?.drop();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
