import type { GlobalPosition } from '@lavadero/event-store/event-store';
import type { ReadModelDb } from '../database';
import { checkpointsReached } from './checkpoint-store';

/**
 * Read-your-writes when the projections run in another process: polls the checkpoints until every
 * read model includes the position. A short interval keeps a write's reply quick; each poll is
 * one indexed query.
 */
export class CheckpointPoller {
  constructor(
    private readonly db: ReadModelDb,
    private readonly names: readonly string[],
    private readonly intervalMs = 10,
  ) {}

  async waitFor(position: GlobalPosition, timeoutMs = 10_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await checkpointsReached(this.db, this.names, position)) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, this.intervalMs));
    }
  }
}
