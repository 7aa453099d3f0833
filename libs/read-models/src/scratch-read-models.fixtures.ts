import { randomUUID } from 'node:crypto';
import { createDatabasePool, type DatabasePool } from '@lavadero/database/database-pool';
import type pg from 'pg';
import { afterEach, beforeEach } from 'vitest';
import { createReadModelDb, type ReadModelDb } from './database';
import { migrateReadModels } from './migrate';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * For each test of the calling describe: the read models migrated in a schema of their own, on the
 * shared PostgreSQL or an in-memory PGlite, dropped afterwards. Read `db`, `pool` inside a test.
 */
export function scratchReadModels(
  kind: 'pglite' | 'postgres',
  label: string,
): { readonly db: ReadModelDb; readonly pool: pg.Pool; readonly schema: string } {
  const schema = `rm_${label}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let database: DatabasePool | undefined;
  let db: ReadModelDb | undefined;
  beforeEach(async () => {
    database = await createDatabasePool(
      kind === 'postgres'
        ? { kind: 'postgres', connectionString: POSTGRES_URL }
        : { kind: 'pglite', dataDir: 'memory://' },
    );
    await migrateReadModels(database.pool, schema);
    db = createReadModelDb(database.pool, schema);
  });
  afterEach(async () => {
    await database?.pool.query(`drop schema if exists "${schema}" cascade`);
    await database?.close();
  });
  return {
    schema,
    get db() {
      if (!db) throw new Error('scratchReadModels: read db outside a test');
      return db;
    },
    get pool() {
      if (!database) throw new Error('scratchReadModels: read pool outside a test');
      return database.pool;
    },
  };
}
