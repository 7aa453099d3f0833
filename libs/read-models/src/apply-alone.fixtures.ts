import type { RecordedEvent } from '@lavadero/event-store/event-store';
import { BatchWrites } from './batch-writes';
import type { ReadModelDb } from './database';
import type { Projection } from './projection';

/**
 * One projection's batch in a transaction of its own, as the runner applies it: the writes it
 * leaves pending are sent at the end.
 */
export function applyAlone(
  db: ReadModelDb,
  projection: Projection,
  events: readonly RecordedEvent[],
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const writes = new BatchWrites();
    await projection.applyBatch(trx, events, writes);
    await writes.flush(trx);
  });
}
