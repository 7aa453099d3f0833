import { createDatabasePool, type DatabasePool } from '@lavadero/database/database-pool';
import { afterAll, describe, it } from 'vitest';
import { expectAppendWakesSubscriber } from '../contract-helpers';
import { describeEventStoreContract } from '../event-store.contract';
import { describeMultiStreamAppendContract } from '../multi-stream-append.contract';
import { describeSubscriptionContract } from '../subscription.contract';
import { PostgresEventStore } from './postgres-event-store';

// Opening PGlite takes seconds (WASM start-up): the file shares one in-memory database, each
// block in a schema of its own.
let database: Promise<DatabasePool> | undefined;
const sharedDatabase = () => {
  database ??= createDatabasePool({ kind: 'pglite', dataDir: 'memory://' });
  return database;
};
afterAll(async () => {
  await (await database)?.close();
});

// The same adapter as on PostgreSQL. No slow transactions here: the pool's one connection
// serialises transactions, so PGlite cannot commit out of position order.
const pgliteFixture = (schema: string) => async () => {
  const { pool } = await sharedDatabase();
  const store = new PostgresEventStore(pool, { schema, listen: true }); // listen: ignored here
  await store.ensureSchema();
  return { store, dispose: () => store.close() };
};
describeEventStoreContract('pglite', pgliteFixture('es_contract'));
describeMultiStreamAppendContract('pglite', pgliteFixture('es_multi'));
describeSubscriptionContract('pglite', pgliteFixture('es_subscriptions'));

describe('PostgresEventStore on one PGlite pool', () => {
  it('wakes the subscriptions of another store on the same pool at once', async () => {
    const { pool } = await sharedDatabase();
    // Embedded mode: the command side and the projections hold separate store instances.
    const writer = new PostgresEventStore(pool, { schema: 'es_wake' });
    const reader = new PostgresEventStore(pool, { schema: 'es_wake', pollIntervalMs: 600_000 });
    try {
      await writer.ensureSchema();
      await expectAppendWakesSubscriber(writer, reader, 'local-1');
    } finally {
      await reader.close();
      await writer.close();
    }
  });
});
