import { EventEmitter } from 'node:events';
import {
  comparePositions,
  type EventStore,
  type GlobalPosition,
  type RecordedEvent,
  START,
  type Subscription,
} from '@lavadero/event-store/event-store';
import {
  ensureCheckpoints,
  lockCheckpoints,
  readCheckpoints,
  saveCheckpoint,
} from './checkpoints/checkpoint-store';
import type { ReadModelDb } from './database';
import type { Projection } from './projection';

export interface RunnerLogger {
  error(obj: unknown, msg?: string): void;
}

/**
 * Feeds the global order of events to every projection. Each batch is one transaction: the read
 * models and their checkpoints change together, so a crash never applies an event twice or skips
 * one. Each projection has its own checkpoint, so a new or rebuilt read model catches up from
 * zero while the others carry on from where they are.
 */
export class ProjectionRunner {
  private subscription: Subscription | null = null;
  private processed: GlobalPosition = START;
  private readonly progress = new EventEmitter();
  private readonly names: string[];

  constructor(
    private readonly db: ReadModelDb,
    private readonly store: EventStore,
    private readonly projections: readonly Projection[],
    private readonly logger: RunnerLogger = console,
  ) {
    this.names = projections.map((p) => p.name);
    this.progress.setMaxListeners(0);
  }

  /** Follows the event store until stopped. */
  async start(): Promise<void> {
    const after = await this.slowestCheckpoint();
    this.processed = after;
    this.subscription = this.store.subscribeToAll({
      after,
      onEvent: (event) => this.applyBatch([event]),
      onBatch: (events) => this.applyBatch(events),
      onError: (error) => this.logger.error({ err: error }, 'projection batch failed; retrying'),
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

  /** Resolves once every read model includes `position` (read-your-writes). */
  waitFor(position: GlobalPosition, timeoutMs = 10_000): Promise<boolean> {
    if (comparePositions(this.processed, position) >= 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const onProgress = () => {
        if (comparePositions(this.processed, position) < 0) return;
        done(true);
      };
      const timer = setTimeout(() => done(false), timeoutMs);
      const done = (reached: boolean) => {
        clearTimeout(timer);
        this.progress.off('progress', onProgress);
        resolve(reached);
      };
      this.progress.on('progress', onProgress);
    });
  }

  private async slowestCheckpoint(): Promise<GlobalPosition> {
    await ensureCheckpoints(this.db, this.names);
    const checkpoints = await readCheckpoints(this.db, this.names);
    return [...checkpoints.values()].reduce((min, p) => (comparePositions(p, min) < 0 ? p : min), {
      commit: BigInt(Number.MAX_SAFE_INTEGER),
      prepare: 0n,
    });
  }

  private async applyBatch(events: readonly RecordedEvent[]): Promise<void> {
    const last = events.at(-1);
    if (!last) return;
    await this.db.transaction().execute(async (trx) => {
      const checkpoints = await lockCheckpoints(trx, this.names);
      for (const projection of this.projections) {
        const from = checkpoints.get(projection.name) ?? START;
        if (comparePositions(from, last.position) >= 0) continue;
        const mine = events.filter(
          (event) => comparePositions(event.position, from) > 0 && projection.handles.includes(event.type),
        );
        if (mine.length > 0) await projection.applyBatch(trx, mine);
        await saveCheckpoint(trx, projection.name, last.position);
      }
    });
    if (comparePositions(last.position, this.processed) > 0) this.processed = last.position;
    this.progress.emit('progress');
  }
}
