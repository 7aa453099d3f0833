import type { OperationNodeSource } from 'kysely';
import type { ReadModelTransaction } from './database';
import { inOneStatement } from './one-statement';

/**
 * The last writes of a batch's projections, held until every projection has done its reads and
 * then sent as one statement (with the checkpoint move, or in the batch's transaction before its
 * COMMIT): a batch of sales costs one statement, not one per read model. Each statement is a round
 * trip to the database in the distributed mode and a parse on the one core in the embedded mode.
 *
 * Every write of that statement sees the tables as they were before it. Hence:
 * - A projection adds a write only if nothing it runs later in the batch must see it; what must
 *   see an earlier write of its own runs at once (`addInOrder` runs all but the last step).
 * - No two added writes may change the same row (ON CONFLICT DO UPDATE refuses to change a row
 *   twice in one statement): read models own different tables, and within one, the writes of a
 *   batch change different rows (an entity's row is either written unread, deleted or upserted).
 * - Whoever runs a statement on a projection's tables after calling its `applyBatch` in the same
 *   batch (`resetOnNewEpoch` emptying them) flushes first, or the writes added before would land
 *   after it.
 *
 * A statement carries at most 65,535 parameters. A write of rows binds one per column and row (a
 * record set, one in all): on a rebuild's batch of 1,000 events the widest table's (27 columns) is
 * 27,000, so each write fits alone, and `inOneStatement` splits writes that together do not.
 */
export class BatchWrites {
  private pending: OperationNodeSource[] = [];

  /**
   * `deferred`: the batch runs without a transaction (`Projection.defersWrites`), so nothing may be
   * written before the end: a write that must run now throws `WritesMustRunNow`, and the runner
   * applies the batch again in a transaction.
   */
  constructor(private readonly deferred = false) {}

  add(...writes: OperationNodeSource[]): void {
    this.pending.push(...writes);
  }

  /**
   * Statements each of which must see the ones before (each step's writes go in one statement):
   * all but the last run now, the last one is added. Empty steps are skipped.
   */
  async addInOrder(
    trx: ReadModelTransaction,
    steps: readonly (readonly OperationNodeSource[])[],
  ): Promise<void> {
    const nonEmpty = steps.filter((step) => step.length > 0);
    const last = nonEmpty.pop();
    if (this.deferred && nonEmpty.length > 0) throw new WritesMustRunNow();
    for (const step of nonEmpty) await inOneStatement(trx, step);
    if (last) this.add(...last);
  }

  /** Sends what was added (none: no statement); then nothing is pending. */
  async flush(trx: ReadModelTransaction): Promise<void> {
    if (this.deferred) throw new WritesMustRunNow();
    await inOneStatement(trx, this.take());
  }

  /** What was added, for the caller to send; then nothing is pending. */
  take(): OperationNodeSource[] {
    const writes = this.pending;
    this.pending = [];
    return writes;
  }
}

/** A write of a deferred batch (see BatchWrites) had to run before the others: no write was sent. */
export class WritesMustRunNow extends Error {}
