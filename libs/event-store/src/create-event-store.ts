import type pg from 'pg';
import type { EventStore } from './event-store';
import { PostgresEventStore } from './postgres/postgres-event-store';

export type EventStoreConfig =
  | {
      readonly kind: 'postgres';
      /** Real PostgreSQL or PGlite (`@lavadero/database/database-pool`); stays the caller's to end. */
      readonly pool: pg.Pool;
      /** Wake other processes' subscriptions via LISTEN/NOTIFY (real PostgreSQL; ignored on PGlite). */
      readonly listen?: boolean;
      readonly schema?: string;
    }
  | { readonly kind: 'eventstoredb'; readonly url: string };

/** The adapter for the configuration, ready to use (the PostgreSQL schema is created if missing). */
export async function createEventStore(config: EventStoreConfig): Promise<EventStore> {
  switch (config.kind) {
    case 'postgres': {
      const store = new PostgresEventStore(config.pool, { listen: config.listen, schema: config.schema });
      await store.ensureSchema();
      return store;
    }
    case 'eventstoredb': {
      // Loaded on demand: the gRPC client is heavy and the embedded mode never needs it.
      const { EventStoreDbEventStore } = await import('./eventstoredb/eventstoredb-event-store');
      return new EventStoreDbEventStore(config.url);
    }
    default: {
      const unknownKind: never = config;
      throw new Error(`Unknown event store kind: ${JSON.stringify(unknownKind)}`);
    }
  }
}
