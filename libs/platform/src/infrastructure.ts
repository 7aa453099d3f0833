import { createDatabasePool } from '@lavadero/database/database-pool';
import { createEventStore } from '@lavadero/event-store/create-event-store';
import type { EventStore } from '@lavadero/event-store/event-store';
import { createReadModelDb, type ReadModelDb } from '@lavadero/read-models/database';
import { migrateReadModels } from '@lavadero/read-models/migrate';
import type { AppConfig } from './config';

export interface Infrastructure {
  readonly store: EventStore;
  readonly readDb: ReadModelDb;
  close(): Promise<void>;
}

/**
 * Opens the event store and the read-model database the configuration names, with migrations
 * applied. In embedded mode both live in one PGlite database (separate schemas); in distributed
 * mode the read models are in PostgreSQL and the events in PostgreSQL or EventStoreDB.
 */
export async function openInfrastructure(
  config: Pick<AppConfig, 'database' | 'eventStore'>,
  options: { listen?: boolean } = {},
): Promise<Infrastructure> {
  const database = await createDatabasePool(config.database);
  const pool = database.pool;
  let eventStorePool: Awaited<ReturnType<typeof createDatabasePool>> | null = null;
  let store: EventStore;
  switch (config.eventStore.kind) {
    case 'pglite':
      store = await createEventStore({ kind: 'postgres', pool });
      break;
    case 'postgres':
      // Its own pool: the subscription's LISTEN client and appends never wait behind read queries.
      eventStorePool = await createDatabasePool({
        kind: 'postgres',
        connectionString: config.eventStore.connectionString,
      });
      store = await createEventStore({
        kind: 'postgres',
        pool: eventStorePool.pool,
        listen: options.listen ?? true,
      });
      break;
    case 'eventstoredb':
      store = await createEventStore({ kind: 'eventstoredb', url: config.eventStore.url });
      break;
  }
  await migrateReadModels(pool);
  const readDb = createReadModelDb(pool);
  return {
    store,
    readDb,
    async close() {
      await store.close();
      await eventStorePool?.close();
      await database.close();
    },
  };
}
