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
  let store: EventStore | null = null;
  // A start-up that fails half-way (the database went away) releases what it opened: it is retried.
  const close = async () => {
    await store?.close();
    await eventStorePool?.close();
    await database.close();
  };
  try {
    store = await openEventStore();
    await migrateReadModels(pool);
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  return { store, readDb: createReadModelDb(pool), close };

  async function openEventStore(): Promise<EventStore> {
    switch (config.eventStore.kind) {
      case 'pglite':
        return createEventStore({ kind: 'postgres', pool });
      case 'postgres':
        // Its own pool: the subscription's LISTEN client and appends never wait behind read queries.
        eventStorePool = await createDatabasePool({
          kind: 'postgres',
          connectionString: config.eventStore.connectionString,
        });
        return createEventStore({
          kind: 'postgres',
          pool: eventStorePool.pool,
          listen: options.listen ?? true,
        });
      case 'eventstoredb':
        return createEventStore({ kind: 'eventstoredb', url: config.eventStore.url });
    }
  }
}
