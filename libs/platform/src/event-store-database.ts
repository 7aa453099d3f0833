import { createDatabasePool, type DatabasePool } from '@lavadero/database/database-pool';
import type { AppConfig } from './config';

/**
 * The database that holds the events, for tools that read the event store's tables themselves (the
 * chain verifier): the embedded PGlite under the data folder, or the PostgreSQL of EVENT_STORE.
 * Null when the events live in KurrentDB, which keeps no such tables.
 */
export async function openEventStoreDatabase(
  config: Pick<AppConfig, 'database' | 'eventStore'>,
): Promise<DatabasePool | null> {
  switch (config.eventStore.kind) {
    case 'pglite':
      return createDatabasePool(config.database);
    case 'postgres':
      return createDatabasePool({ kind: 'postgres', connectionString: config.eventStore.connectionString });
    case 'eventstoredb':
      return null;
  }
}
