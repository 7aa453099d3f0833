import { randomUUID } from 'node:crypto';
import { userCreatedEvent } from '@lavadero/domain/users/test-fixtures';
import type { EventStore } from '@lavadero/event-store/event-store';
import { createReadModelDb } from '@lavadero/read-models/database';
import { migrateReadModels } from '@lavadero/read-models/migrate';
import { ProjectionRunner } from '@lavadero/read-models/projection-runner';
import { allProjections } from '@lavadero/read-models/projections';
import type pg from 'pg';
import type { BenchRow } from './measure';

/** Projection catch-up from zero: users created, then many logins, replayed into the read models. */
export async function benchProjectionCatchUp(
  store: EventStore,
  pool: pg.Pool,
  label: string,
): Promise<BenchRow[]> {
  const users = 200;
  const loginsPerUser = 50;
  const at = new Date().toISOString();
  for (let u = 0; u < users; u++) {
    const userId = randomUUID();
    const events = [
      userCreatedEvent({ userId, username: `bench_${u}_${userId.slice(0, 6)}`, createdAt: at }),
      ...Array.from({ length: loginsPerUser }, () => ({ type: 'UserLoggedIn', data: { userId, at } })),
    ];
    await store.append(
      `user-${userId}`,
      events.map((e) => ({ id: randomUUID(), ...e, metadata: {} })),
      { expectedRevision: 'no_stream' },
    );
  }
  await migrateReadModels(pool);
  const runner = new ProjectionRunner(createReadModelDb(pool), store, allProjections);
  const started = performance.now();
  await runner.catchUp();
  const seconds = (performance.now() - started) / 1000;
  const total = users * (loginsPerUser + 1);
  return [{ name: `${label}: projection catch-up`, value: total / seconds, unit: 'events/s' }];
}
