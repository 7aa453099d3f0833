import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';

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
  const pool = new pg.Pool({ connectionString });
  // An idle client that loses its server emits 'error' on the pool; unhandled, it would crash the process.
  pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
  try {
    await pool.query('SELECT 1'); // fail at start-up, not on the first request
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { pool, close: () => pool.end() };
}

async function createPglitePool(dataDir: string): Promise<DatabasePool> {
  const pglite = await PGlite.create(dataDir);

  // PGlite is ONE session. Every client gets a fresh adapter connection (the one inside a single
  // `createPgConfig` result is shared, and a destroyed client's late 'end' event would kill the next
  // client); the pool holds at most one client, so transactions queue instead of interleaving.
  class PgliteClient extends pg.Client {
    constructor() {
      super(createPgConfig(pglite));
    }
  }

  const pool = new pg.Pool({
    Client: PgliteClient,
    max: 1,
    // Replacing an idle client buys nothing here (same session); 0 disables the idle timeout.
    idleTimeoutMillis: 0,
    // The pool destroys a client whose query failed; with one shared session, a transaction it left
    // open would leak into the next client. ROLLBACK outside a transaction is only a warning.
    onConnect: async (client) => {
      await client.query('ROLLBACK');
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
