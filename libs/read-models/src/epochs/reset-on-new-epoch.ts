import { SYSTEM_RESET_EVENT_TYPE } from '@lavadero/domain/company/system-reset-decide';
import type { RecordedEvent } from '@lavadero/event-store/event-store';
import type { Database, ReadModelTransaction } from '../database';
import type { Projection } from '../projection';

/**
 * Makes an operational read model honour system resets: at a SystemReset event its tables empty
 * (except the rows `keep` names, such as 'Cliente General') and only the events after it count.
 * The epoch lives in the event stream, so a rebuild from zero ends with the same rows.
 */
export function resetOnNewEpoch(
  projection: Projection,
  keep: Partial<Record<keyof Database, readonly string[]>> = {},
): Projection {
  const clear = async (trx: ReadModelTransaction) => {
    for (const table of projection.tables) {
      const kept = keep[table] ?? [];
      // kysely cannot type "any table" here; every projection table has an id.
      let query = trx.deleteFrom(table as 'customers');
      if (kept.length > 0) query = query.where('id', 'not in', kept);
      await query.execute();
    }
  };
  return {
    ...projection,
    handles: [...projection.handles, SYSTEM_RESET_EVENT_TYPE],
    // A reset empties the tables at once: its batch needs the runner's transaction.
    defersWrites: (events) =>
      !events.some((event) => event.type === SYSTEM_RESET_EVENT_TYPE) &&
      (projection.defersWrites?.(events) ?? false),
    async applyBatch(trx, events, writes) {
      let run: RecordedEvent[] = [];
      for (const event of events) {
        if (event.type !== SYSTEM_RESET_EVENT_TYPE) {
          run.push(event);
          continue;
        }
        if (run.length > 0) await projection.applyBatch(trx, run, writes);
        run = [];
        // What the events before the reset left pending is written first, for the reset to empty it too.
        await writes.flush(trx);
        await clear(trx);
      }
      if (run.length > 0) await projection.applyBatch(trx, run, writes);
    },
  };
}
