import { type Migration, Migrator, sql } from 'kysely';
import type pg from 'pg';
import { createReadModelDb, READ_MODEL_SCHEMA, type ReadModelDb } from './database';
import * as m001 from './migrations/001-checkpoints-and-users';
import * as m002 from './migrations/002-customers-and-vehicles';
import * as m003 from './migrations/003-catalog';
import * as m004 from './migrations/004-inventory';
import * as m005 from './migrations/005-company-config';
import * as m006 from './migrations/006-sales';
import * as m007 from './migrations/007-sessions';
import * as m008 from './migrations/008-work-orders';
import * as m009 from './migrations/009-reports';
import * as m010 from './migrations/010-users-usage-month';
import * as m011 from './migrations/011-invoice-usage';
import * as m012 from './migrations/012-electronic-documents';
import * as m013 from './migrations/013-electronic-emission';
import * as m014 from './migrations/014-replay-progress';
import * as m015 from './migrations/015-cash-sessions';
import * as m016 from './migrations/016-split-payments';
import * as m017 from './migrations/017-customer-accounts';
import * as m018 from './migrations/018-cash-settings';

/** Every migration, in order. A new read model adds its file here. */
const migrations: Record<string, Migration> = {
  '001-checkpoints-and-users': m001,
  '002-customers-and-vehicles': m002,
  '003-catalog': m003,
  '004-inventory': m004,
  '005-company-config': m005,
  '007-sessions': m007,
  '006-sales': m006,
  '008-work-orders': m008,
  '009-reports': m009,
  '010-users-usage-month': m010,
  '011-invoice-usage': m011,
  '012-electronic-documents': m012,
  '013-electronic-emission': m013,
  '014-replay-progress': m014,
  '015-cash-sessions': m015,
  '016-split-payments': m016,
  '017-customer-accounts': m017,
  '018-cash-settings': m018,
};

export async function migrateReadModels(pool: pg.Pool, schema = READ_MODEL_SCHEMA): Promise<void> {
  await migrateReadModelsOn(createReadModelDb(pool, schema), schema);
}

/**
 * The same migrations through a kysely instance already pointed at `schema` (`db.withSchema`): the
 * replay audit builds a scratch copy of every read model beside the live ones this way.
 */
export async function migrateReadModelsOn(db: ReadModelDb, schema: string): Promise<void> {
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Read-model migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`,
    );
  }
}
