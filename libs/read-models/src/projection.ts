import type { RecordedEvent } from '@lavadero/event-store/event-store';
import type { BatchWrites } from './batch-writes';
import type { Database, ReadModelTransaction } from './database';

/**
 * A read model's projection: which events it reads, which tables it owns (emptied on rebuild),
 * and how a batch of events changes them. `applyBatch` only ever sees events of the types it
 * handles; what it writes is committed together with the checkpoint update (in one statement when
 * the batch `defersWrites`, else in the runner's transaction). The writes it ends with go to
 * `writes`, which the runner sends with every other projection's in one statement once all of them
 * have run (the rules are BatchWrites').
 */
export interface Projection {
  readonly name: string;
  readonly handles: readonly string[];
  readonly tables: readonly (keyof Database)[];
  applyBatch(trx: ReadModelTransaction, events: readonly RecordedEvent[], writes: BatchWrites): Promise<void>;
  /**
   * True when `applyBatch` over these events only reads (SELECTs) and leaves every write to
   * `writes`. A batch whose projections all say so is applied without a transaction: its reads
   * run on their own, then its writes and checkpoints go as ONE statement that refuses itself
   * when a checkpoint moved meanwhile (projection-runner.ts). Unset: the batch's transaction.
   */
  defersWrites?(events: readonly RecordedEvent[]): boolean;
}
