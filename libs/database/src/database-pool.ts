import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import { createMemoryPglite } from './memory-pglite';
import { clientNamingRepeatedStatements, RepeatedStatements } from './repeated-statements';

export type DatabasePoolConfig =
  | { readonly kind: 'postgres'; readonly connectionString: string }
  /** `dataDir`: a directory, or 'memory://' for a throwaway in-memory database. */
  | { readonly kind: 'pglite'; readonly dataDir: string };

export interface DatabasePool {
  readonly pool: pg.Pool;
  /** Ends the pool and, for PGlite, closes the database (flushing it to disk). */
  close(): Promise<void>;
}

/**
 * Marks a pool that is backed by one embedded PGlite session. `Symbol.for` so that other packages
 * (the event store) can recognise it without importing this one: such a pool must never lend its
 * only connection to a long-lived client (e.g. LISTEN).
 */
export const EMBEDDED_POOL = Symbol.for('lavadero.embeddedPool');

/**
 * One `pg.Pool` type for both modes, so the event store and the kysely read models share one code
 * path: real PostgreSQL in distributed mode, PGlite behind its node-postgres adapter when embedded.
 */
export async function createDatabasePool(config: DatabasePoolConfig): Promise<DatabasePool> {
  switch (config.kind) {
    case 'postgres':
      return createPostgresPool(config.connectionString);
    case 'pglite':
      return createPglitePool(config.dataDir);
    default: {
      const unknownKind: never = config;
      throw new Error(`Unknown database kind: ${JSON.stringify(unknownKind)}`);
    }
  }
}

async function createPostgresPool(connectionString: string): Promise<DatabasePool> {
  const pool = new pg.Pool({
    Client: clientNamingRepeatedStatements(new RepeatedStatements()),
    connectionString,
    // While the server is unreachable, a request waits this long for a connection, then fails (503)
    // instead of hanging; dead peers are found by TCP keepalive rather than by a stuck query.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // A client whose connection drops emits 'error'. The pool listens only while the client is idle;
  // a client checked out (a transaction, a LISTEN) had nobody listening, and one terminated backend
  // took the whole process down. Its query in flight rejects on its own, and the pool discards the
  // client when it is released (it is no longer queryable).
  pool.on('connect', (client) => client.on('error', reportLostConnection));
  pool.on('error', () => undefined); // the idle client's own listener above has reported it
  try {
    await pool.query('SELECT 1'); // fail at start-up, not on the first request
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { pool, close: () => pool.end() };
}

const CONNECT_TIMEOUT_MS = 5_000;

let lastReport = 0;
/** One line a second at most: a restart drops every connection of the pool at once. */
function reportLostConnection(error: Error): void {
  const now = Date.now();
  if (now - lastReport < 1_000) return;
  lastReport = now;
  console.warn(`Conexión con PostgreSQL perdida: ${error.message}`);
}

const MEMORY = 'memory://';

async function createPglitePool(dataDir: string): Promise<DatabasePool> {
  const pglite = dataDir === MEMORY ? await createMemoryPglite() : await PGlite.create(dataDir);

  // PGlite is ONE session. Every client gets a fresh adapter connection (the one inside a single
  // `createPgConfig` result is shared, and a destroyed client's late 'end' event would kill the next
  // client); the pool holds at most one client, so transactions queue instead of interleaving.
  class PgliteClient extends pg.Client {
    constructor() {
      super(createPgConfig(pglite));
    }
  }

  const pool = new pg.Pool({
    // Repeated statements named, as on PostgreSQL: in PGlite's WebAssembly, parsing and planning a
    // projection batch's statement again on every batch was a large share of the embedded mode's time.
    Client: clientNamingRepeatedStatements(new RepeatedStatements(), PgliteClient),
    max: 1,
    // Replacing an idle client buys nothing here (same session); 0 disables the idle timeout.
    idleTimeoutMillis: 0,
    // The pool destroys a client whose query failed; with one shared session, a transaction it left
    // open would leak into the next client. ROLLBACK outside a transaction is only a warning. The
    // session keeps the statements the last client named, which the new one knows nothing of: it
    // would name them again and be refused, so they go too.
    onConnect: async (client) => {
      await client.query('ROLLBACK; DEALLOCATE ALL');
    },
  });
  Object.defineProperty(pool, EMBEDDED_POOL, { value: true });
  return {
    pool,
    close: async () => {
      await pool.end();
      await pglite.close();
    },
  };
}
