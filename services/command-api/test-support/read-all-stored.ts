import { setTimeout as sleep } from 'node:timers/promises';
import { comparePositions, type EventStore, type RecordedEvent } from '@lavadero/event-store/event-store';

/**
 * Every event stored so far, once all of them are readable: on PostgreSQL a transaction still running
 * in another test file's database holds readers back, and `readAll` alone would miss what this test
 * just stored.
 */
export async function readAllStored(store: EventStore): Promise<RecordedEvent[]> {
  const stored = await store.lastStoredPosition();
  for (let waitedMs = 0; comparePositions(await store.headPosition(), stored) < 0; waitedMs += 20) {
    if (waitedMs > 30_000) throw new Error('Events stored 30 s ago are still not readable');
    await sleep(20);
  }
  return store.readAll();
}
