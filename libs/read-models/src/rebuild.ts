import type { EventStore } from '@lavadero/event-store/event-store';
import type { ReadModelDb } from './database';
import type { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';

/**
 * Empties the given read models and their checkpoints, then replays every event into them. Run it
 * with the live runner stopped (or pointed elsewhere): it owns the tables while it works.
 */
export async function rebuildReadModels(
  db: ReadModelDb,
  store: EventStore,
  projections: readonly Projection[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of new Set(projections.flatMap((p) => p.tables))) {
      await trx.deleteFrom(table).execute();
    }
    await trx
      .deleteFrom('checkpoints')
      .where(
        'name',
        'in',
        projections.map((p) => p.name),
      )
      .execute();
  });
  await new ProjectionRunner(db, store, projections).catchUp();
}
