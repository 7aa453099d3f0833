import { CamelCasePlugin, Kysely, PostgresDialect, type Transaction } from 'kysely';
import type pg from 'pg';
import type { CheckpointsTable } from './checkpoints/checkpoints.table';
import type { UsersTable } from './users/users.table';

export interface Database {
  checkpoints: CheckpointsTable;
  users: UsersTable;
}

export type ReadModelDb = Kysely<Database>;
export type ReadModelTransaction = Transaction<Database>;

export const READ_MODEL_SCHEMA = 'read_models';

/**
 * One kysely instance over a `pg.Pool`: a real PostgreSQL pool in distributed mode, PGlite's
 * node-postgres adapter in embedded mode. Tables live in their own schema, apart from the events.
 */
export function createReadModelDb(pool: pg.Pool, schema = READ_MODEL_SCHEMA): ReadModelDb {
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  }).withSchema(schema);
}
