import type { GlobalPosition } from '@lavadero/event-store/event-store';
import { NotificationListener } from '@lavadero/event-store/postgres/notification-listener';
import type pg from 'pg';
import type { ReadModelDb } from '../database';
import type { Projection } from '../projection';
import { decodeCheckpointNotice } from './checkpoint-notifications';
import { readCheckpoints } from './checkpoint-store';
import { CheckpointTracker, projectionsReading, type WaitOptions } from './checkpoint-tracker';
import { ReadModelChanges } from './read-model-changes';

/** How long a waiting write trusts notifications alone before reading the checkpoints itself. */
const FALLBACK_READ_MS = 500;

/**
 * Read-your-writes when the projections run in another process (distributed mode): LISTENs to the
 * runner's checkpoint notifications and keeps the positions in memory, so a write waits for a
 * notification instead of polling. The table is read at start, after every (re)connection, and, while
 * a write is waiting, when no notification came for a while (a notification lost with its connection).
 */
export class CheckpointWaiter {
  readonly #tracker = new CheckpointTracker();
  readonly #listener: NotificationListener;
  readonly #names: string[];
  #fallback: NodeJS.Timeout | null = null;
  /** The read models each notice says changed; not live while the notification connection is down. */
  readonly changes: ReadModelChanges;

  constructor(
    private readonly db: ReadModelDb,
    listenConfig: pg.ClientConfig,
    private readonly projections: readonly Projection[],
    channel: string,
    private readonly defaultTimeoutMs = 2_000,
  ) {
    this.#names = projections.map((p) => p.name);
    this.#listener = new NotificationListener(listenConfig, channel, (payload) => this.#onNotice(payload));
    this.changes = new ReadModelChanges(() => this.#listener.listening);
  }

  async start(): Promise<void> {
    this.#listener.start();
    await this.#refresh();
  }

  async close(): Promise<void> {
    if (this.#fallback) clearTimeout(this.#fallback);
    await this.#listener.close();
  }

  async waitFor(position: GlobalPosition, options: WaitOptions = {}): Promise<boolean> {
    const names = projectionsReading(this.projections, options.eventTypes);
    const waiting = this.#tracker.waitFor(names, position, options.timeoutMs ?? this.defaultTimeoutMs);
    this.#scheduleFallback();
    return waiting;
  }

  #onNotice(payload: string | undefined): void {
    const notice = payload ? decodeCheckpointNotice(payload) : null;
    if (!notice) {
      // (Re)connected, or a notice it cannot read: anything may have changed meanwhile.
      this.changes.emit('unknown');
      void this.#refresh();
      return;
    }
    // Before the waiting writes resume: a write that ended a session answers once no cache holds it.
    if (notice.changed.length > 0) this.changes.emit(notice.changed);
    for (const name of notice.names) this.#tracker.advance(name, notice.position);
    this.#tracker.settle();
  }

  #scheduleFallback(): void {
    if (this.#fallback || !this.#tracker.hasWaiters) return;
    this.#fallback = setTimeout(async () => {
      // Writes answered by notifications meanwhile need no read: only one still waiting does.
      if (this.#tracker.hasWaiters) await this.#refresh();
      this.#fallback = null;
      this.#scheduleFallback();
    }, FALLBACK_READ_MS);
  }

  async #refresh(): Promise<void> {
    try {
      const checkpoints = await readCheckpoints(this.db, this.#names);
      for (const [name, position] of checkpoints) this.#tracker.advance(name, position);
      this.#tracker.settle();
    } catch {
      // The database is unreachable for now; waiting writes time out and answer 202.
    }
  }
}
