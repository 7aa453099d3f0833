import type { RecordedEvent } from '@lavadero/event-store/event-store';
import type { Database, ReadModelTransaction } from './database';

/**
 * A read model's projection: which events it reads, which tables it owns (emptied on rebuild),
 * and how a batch of events changes them. `applyBatch` runs inside the runner's transaction,
 * together with the checkpoint update, and only ever sees events of the types it handles.
 */
export interface Projection {
  readonly name: string;
  readonly handles: readonly string[];
  readonly tables: readonly (keyof Database)[];
  applyBatch(trx: ReadModelTransaction, events: readonly RecordedEvent[]): Promise<void>;
}
