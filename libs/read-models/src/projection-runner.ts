import {
  comparePositions,
  type EventStore,
  type GlobalPosition,
  type RecordedEvent,
  START,
  type Subscription,
} from '@lavadero/event-store/event-store';
import { BatchWrites, WritesMustRunNow } from './batch-writes';
import {
  type CheckpointNotice,
  ensureCheckpoints,
  moveCheckpoints,
  moveCheckpointsWithWrites,
  readCheckpoints,
} from './checkpoints/checkpoint-store';
import { CheckpointTracker, projectionsReading, type WaitOptions } from './checkpoints/checkpoint-tracker';
import { ReadModelChanges } from './checkpoints/read-model-changes';
import type { ReadModelDb, ReadModelTransaction } from './database';
import { inOneStatement } from './one-statement';
import type { Projection } from './projection';

export interface RunnerLogger {
  error(obj: unknown, msg?: string): void;
}

export interface RunnerOptions {
  readonly logger?: RunnerLogger;
  /** NOTIFY this channel with the new checkpoints on every commit (API processes wait on it). */
  readonly notifyChannel?: string;
  /** How long `waitFor` waits by default. */
  readonly waitTimeoutMs?: number;
  /**
   * Once caught up, how often at most the runner reads new events. Default
   * OWN_CONNECTIONS_READ_EVERY_MS; SHARED_SESSION_READ_EVERY_MS on one shared session.
   */
  readonly readEveryMs?: number;
  /**
   * The share of the time batches may take when the runner shares one database session with the
   * writers (the embedded mode, SHARED_SESSION_BUSY_SHARE); unset elsewhere. See SubscribeOptions
   * and `writing`.
   */
  readonly busyShare?: number;
}

/**
 * A batch costs the same few statements whether it applies one event or fifty. Under load, reading
 * at most every few milliseconds lets the writes of that time share one batch: in the embedded mode,
 * where everything shares one database session, 8 writers at once went from 7 statements per write
 * to about 3. Idle, an event is still read the moment it is appended.
 */
export const SHARED_SESSION_READ_EVERY_MS = 4;

/**
 * With connections of its own (the projections service), a batch is one read and one statement, and
 * what a write pays is the wait for the next read: at 8 connections, customer writes went from 0.37×
 * to 0.43× the plain route when reading every 1 ms instead of 4 (projection lag under load, p50:
 * 2.2 → 1.1 ms), with no more CPU per write; sales did not change beyond the noise. Not 0: under
 * load the writes of one millisecond still share a batch, and reading at once measured no better.
 */
const OWN_CONNECTIONS_READ_EVERY_MS = 1;

/**
 * On one shared session (PGlite), a batch holds the only connection: read at once after each one,
 * the runner met one new sale per batch and spent about 14 statements on each. Leaving the session
 * to the writers in flight for up to twice as long as the last batch took lets several sales share
 * a batch: at 8 connections, 80 → about 150 sales/s and half the CPU per sale. Measured against 1/2
 * and 1/4: 1/2 left batches of two or three, 1/4 left the tills waiting.
 */
export const SHARED_SESSION_BUSY_SHARE = 1 / 3;

/**
 * A batch writes the checkpoints of the read models it changed; the others move in memory and are
 * written with them at most this often (or when a batch changed none). Writing all seventeen rows on
 * every batch cost more than the rows a sale changes. A checkpoint left behind is only replayed over
 * events its projection does not read (it had none there, or it would have been written).
 */
const WRITE_ALL_EVERY_MS = 1_000;

/**
 * Feeds the global order of events to every projection. Each batch is one transaction (usually
 * one statement, see `apply`): the read models and their checkpoints change together, so a crash
 * never applies an event twice or skips one. Each projection has its own checkpoint, so a new or rebuilt read model catches up from
 * zero while the others carry on from where they are.
 */
export class ProjectionRunner {
  private subscription: Subscription | null = null;
  /** Where each read model is, as last read or committed by this runner (in memory). */
  private readonly known = new Map<string, GlobalPosition>();
  /** Where each checkpoint's row is, as last read or written by this runner; a batch expects it there. */
  private readonly stored = new Map<string, GlobalPosition>();
  /** When this runner last wrote every checkpoint (performance.now()). */
  private allWrittenAt = Number.NEGATIVE_INFINITY;
  /** The checkpoints as committed by this runner, for read-your-writes in the same process. */
  private readonly committed = new CheckpointTracker();
  /** The read models each committed batch changed, for what this process keeps of them in memory. */
  readonly changes = new ReadModelChanges();
  private readonly names: string[];
  private readonly logger: RunnerLogger;
  /** Write requests of this process that have not appended yet (`writing`): what a yield waits for. */
  private writesInFlight = 0;

  constructor(
    private readonly db: ReadModelDb,
    private readonly store: EventStore,
    private readonly projections: readonly Projection[],
    private readonly options: RunnerOptions = {},
  ) {
    this.names = projections.map((p) => p.name);
    this.logger = options.logger ?? console;
  }

  /** Follows the event store until stopped. */
  async start(): Promise<void> {
    const after = await this.slowestCheckpoint();
    this.subscription = this.store.subscribeToAll({
      after,
      onEvent: (event) => this.applyBatch([event]),
      onBatch: (events) => this.applyBatch(events),
      onError: (error) => this.logger.error({ err: error }, 'projection batch failed; retrying'),
      readEveryMs: this.options.readEveryMs ?? OWN_CONNECTIONS_READ_EVERY_MS,
      busyShare: this.options.busyShare,
      writersBusy: () => this.writesInFlight > 0,
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = null;
  }

  /** Applies everything committed so far, then returns (rebuilds, tests, the CLI). */
  async catchUp(batchSize = 1000): Promise<void> {
    let after = await this.slowestCheckpoint();
    for (;;) {
      const events = await this.store.readAll({ after, maxCount: batchSize });
      if (events.length === 0) return;
      await this.applyBatch(events);
      after = events.at(-1)!.position;
    }
  }

  /**
   * Applies the events up to and including `until`, then returns: a replay that must stop exactly
   * where another set of read models stands (`npm run audit:replay`). `onBatch` hears the position
   * of each batch applied, for a progress bar.
   */
  async catchUpTo(
    until: GlobalPosition,
    options: { batchSize?: number; onBatch?: (position: GlobalPosition) => void | Promise<void> } = {},
  ): Promise<void> {
    let after = await this.slowestCheckpoint();
    while (comparePositions(after, until) < 0) {
      const read = await this.store.readAll({ after, maxCount: options.batchSize ?? 1000 });
      const events = read.filter((event) => comparePositions(event.position, until) <= 0);
      if (events.length === 0) return;
      await this.applyBatch(events);
      after = events.at(-1)!.position;
      await options.onBatch?.(after);
      if (events.length < read.length) return;
    }
  }

  /**
   * A write request of this process starts; the returned function says it appended (or ended).
   * With a busyShare, the runner leaves the session to such writes after a batch, and reads as soon
   * as none is left: a lone till's sale is read at once, 8 tills' sales share a batch.
   */
  writing(): () => void {
    this.writesInFlight++;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.writesInFlight--;
    };
  }

  /**
   * Read-your-writes in the runner's own process: resolves true once the read models that read
   * `eventTypes` include `position`, false after the timeout. No query: the runner knows what it
   * committed. A stopped runner (shutting down) will not get there: it answers at once.
   */
  waitFor(position: GlobalPosition, options: WaitOptions = {}): Promise<boolean> {
    const names = projectionsReading(this.projections, options.eventTypes);
    if (!this.subscription) return Promise.resolve(this.committed.reached(names, position));
    return this.committed.waitFor(names, position, options.timeoutMs ?? this.options.waitTimeoutMs ?? 2_000);
  }

  private async slowestCheckpoint(): Promise<GlobalPosition> {
    await ensureCheckpoints(this.db, this.names);
    const checkpoints = await readCheckpoints(this.db, this.names);
    this.known.clear();
    this.stored.clear();
    for (const [name, position] of checkpoints) {
      this.known.set(name, position);
      this.stored.set(name, position);
      this.committed.advance(name, position);
    }
    return [...checkpoints.values()].reduce((min, p) => (comparePositions(p, min) < 0 ? p : min), {
      commit: BigInt(Number.MAX_SAFE_INTEGER),
      prepare: 0n,
    });
  }

  private async applyBatch(events: readonly RecordedEvent[]): Promise<void> {
    const last = events.at(-1);
    if (!last) return;
    const behind = (name: string) => comparePositions(this.known.get(name) ?? START, last.position) < 0;
    if (!this.names.some(behind)) return; // a runner that replays what it already applied
    let batch: Batch;
    for (;;) {
      try {
        batch = this.plan(events, last);
        await this.apply(batch);
        break;
      } catch (error) {
        if (!(error instanceof CheckpointsMovedElsewhere)) throw error;
        // Another runner or a rebuild moved them: nothing of this attempt was kept; look again.
        await this.slowestCheckpoint();
      }
    }
    const { advanced, written, changed } = batch;
    // Before the waiting writes resume: a write that ended a session answers once no cache holds it.
    if (changed.length > 0) this.changes.emit(changed);
    for (const name of advanced) {
      this.known.set(name, last.position);
      this.committed.advance(name, last.position);
    }
    for (const name of written) this.stored.set(name, last.position);
    if (written.length === advanced.length) this.allWrittenAt = performance.now();
    this.committed.settle();
  }

  /** Which read models the batch moves, which of them it changes and with which events. */
  private plan(events: readonly RecordedEvent[], last: RecordedEvent): Batch {
    const advanced: string[] = [];
    const work: Work[] = [];
    for (const projection of this.projections) {
      const at = this.known.get(projection.name) ?? START;
      if (comparePositions(at, last.position) >= 0) continue;
      advanced.push(projection.name);
      const mine = events.filter(
        (event) => comparePositions(event.position, at) > 0 && projection.handles.includes(event.type),
      );
      if (mine.length > 0) work.push({ projection, events: mine });
    }
    const changed = work.map((w) => w.projection.name);
    const writeAll = changed.length === 0 || performance.now() - this.allWrittenAt >= WRITE_ALL_EVERY_MS;
    const written = writeAll ? advanced : changed;
    // Each row is expected where this runner last saw it (a row not written lately is behind `known`).
    const from = new Map(written.map((name) => [name, this.stored.get(name) ?? START]));
    const channel = this.options.notifyChannel;
    // The notice names every read model now at the position, written or not: a waiting write needs no row.
    const notice = channel ? { channel, names: advanced, changed } : undefined;
    return { position: last.position, advanced, work, changed, written, from, notice };
  }

  /**
   * Usually the batch's projections read first and write at the end (`defersWrites`): then its
   * reads run on their own and its writes go with the checkpoints in one statement, no transaction.
   * Otherwise (a projection whose writes must see each other, a reset) it is one transaction whose
   * first statement moves the checkpoints: their row locks keep a second runner out until it commits.
   */
  private async apply(batch: Batch): Promise<void> {
    const { work, from, position, notice } = batch;
    if (!work.every(({ projection, events }) => projection.defersWrites?.(events) ?? false)) {
      return this.applyInTransaction(batch);
    }
    const writes = new BatchWrites(true);
    // Reads only (defersWrites), each on its own: the statement below refuses itself if a
    // checkpoint moved since, so no read of a state that another runner changed is ever written.
    const reader = this.db as unknown as ReadModelTransaction;
    try {
      for (const { projection, events } of work) await projection.applyBatch(reader, events, writes);
    } catch (error) {
      // A write that must see another (a void emptying a day's figures): nothing was written yet.
      if (error instanceof WritesMustRunNow) return this.applyInTransaction(batch);
      throw error;
    }
    const pending = writes.take();
    const outcome = await moveCheckpointsWithWrites(this.db, from, position, notice, pending);
    if (outcome === 'moved') return;
    if (outcome === 'moved-elsewhere') throw new CheckpointsMovedElsewhere();
    // Too large for one statement (a rebuild's batch of a thousand events): the same, in a transaction.
    await this.db.transaction().execute(async (trx) => {
      if (!(await moveCheckpoints(trx, from, position, notice))) throw new CheckpointsMovedElsewhere();
      await inOneStatement(trx, pending);
    });
  }

  /** The batch as one transaction whose first statement moves the checkpoints. */
  private async applyInTransaction({ work, from, position, notice }: Batch): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await moveCheckpoints(trx, from, position, notice))) throw new CheckpointsMovedElsewhere();
      // Every projection reads what it needs first; then their last writes go in one statement.
      const writes = new BatchWrites();
      for (const { projection, events } of work) await projection.applyBatch(trx, events, writes);
      await writes.flush(trx);
    });
  }
}

interface Work {
  readonly projection: Projection;
  readonly events: readonly RecordedEvent[];
}

interface Batch {
  readonly position: GlobalPosition;
  /** Every read model the batch moves to `position`. */
  readonly advanced: readonly string[];
  readonly work: readonly Work[];
  /** The read models it changes. */
  readonly changed: readonly string[];
  /** Those whose checkpoint rows it writes, and where it expects each one now. */
  readonly written: readonly string[];
  readonly from: ReadonlyMap<string, GlobalPosition>;
  readonly notice: CheckpointNotice | undefined;
}

/** Thrown inside a batch's transaction to roll it back: its checkpoints were not where it expected. */
class CheckpointsMovedElsewhere extends Error {}
