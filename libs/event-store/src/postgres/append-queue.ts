import type { MultiStreamAppendResult, StreamAppend } from '../event-store';
import type { GroupedAppendOutcome } from './append-group';

/** Past this many appends a group waits for the next transaction: each one stays short. */
export const MAX_GROUP = 64;

interface Waiting {
  readonly appends: readonly StreamAppend[];
  readonly resolve: (result: MultiStreamAppendResult) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit. Every append holds the chain head from its first statement to its commit, so
 * concurrent transactions would only take turns, one commit (one WAL flush) each. Instead one group
 * is written at a time: the appends made in one turn of the event loop go together, and those that
 * arrive while a group is being written wait and go together in the next one, one transaction for
 * all of them. Each gets its own outcome; a group that fails as a whole fails every append in it.
 */
export class AppendQueue {
  readonly #write: (group: readonly (readonly StreamAppend[])[]) => Promise<GroupedAppendOutcome[]>;
  readonly #waiting: Waiting[] = [];
  #writing = false;

  constructor(write: (group: readonly (readonly StreamAppend[])[]) => Promise<GroupedAppendOutcome[]>) {
    this.#write = write;
  }

  append(appends: readonly StreamAppend[]): Promise<MultiStreamAppendResult> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ appends, resolve, reject });
      if (!this.#writing) void this.#writeAll();
    });
  }

  async #writeAll(): Promise<void> {
    this.#writing = true;
    try {
      while (this.#waiting.length > 0) {
        // One turn of the event loop first: the callers a group just answered append again in their
        // continuations, and going without them would alternate groups of one with the rest.
        await new Promise((resolve) => setImmediate(resolve));
        const group = this.#waiting.splice(0, MAX_GROUP);
        try {
          const outcomes = await this.#write(group.map((w) => w.appends));
          group.forEach((w, i) => {
            const outcome = outcomes[i]!;
            if (outcome.ok) w.resolve(outcome.result);
            else w.reject(outcome.error);
          });
        } catch (error) {
          for (const w of group) w.reject(error);
        }
      }
    } finally {
      this.#writing = false;
    }
  }
}
