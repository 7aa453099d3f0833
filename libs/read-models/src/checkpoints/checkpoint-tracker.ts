import { comparePositions, type GlobalPosition } from '@lavadero/event-store/event-store';

/** What a write waits for: the read models that read its events to include its position. */
export interface WaitOptions {
  /** The event types the write appended; omitted: every read model. */
  readonly eventTypes?: readonly string[];
  readonly timeoutMs?: number;
}

/** The projections that read any of `eventTypes` (all of them when it is omitted). */
export function projectionsReading(
  projections: readonly { readonly name: string; readonly handles: readonly string[] }[],
  eventTypes: readonly string[] | undefined,
): string[] {
  if (!eventTypes) return projections.map((p) => p.name);
  return projections.filter((p) => p.handles.some((t) => eventTypes.includes(t))).map((p) => p.name);
}

interface Waiter {
  readonly names: readonly string[];
  readonly position: GlobalPosition;
  readonly done: (reached: boolean) => void;
}

/**
 * The checkpoints a process knows of, in memory, and the writes waiting on them. Advanced by whoever
 * learns of progress (the in-process runner after each commit, or a checkpoint notification), so a
 * waiting write costs no query. A projection it has no position for is not there yet.
 */
export class CheckpointTracker {
  readonly #positions = new Map<string, GlobalPosition>();
  readonly #waiters = new Set<Waiter>();

  get hasWaiters(): boolean {
    return this.#waiters.size > 0;
  }

  advance(name: string, position: GlobalPosition): void {
    const known = this.#positions.get(name);
    if (!known || comparePositions(position, known) > 0) this.#positions.set(name, position);
  }

  /** Resolves the waiters that the positions advanced so far satisfy. */
  settle(): void {
    for (const waiter of this.#waiters) {
      if (this.reached(waiter.names, waiter.position)) waiter.done(true);
    }
  }

  reached(names: readonly string[], position: GlobalPosition): boolean {
    return names.every((name) => {
      const known = this.#positions.get(name);
      return known !== undefined && comparePositions(known, position) >= 0;
    });
  }

  /** True once every named checkpoint is at or past `position`; false after `timeoutMs`. */
  waitFor(names: readonly string[], position: GlobalPosition, timeoutMs: number): Promise<boolean> {
    if (this.reached(names, position)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => waiter.done(false), timeoutMs);
      const waiter: Waiter = {
        names,
        position,
        done: (reached) => {
          clearTimeout(timer);
          this.#waiters.delete(waiter);
          resolve(reached);
        },
      };
      this.#waiters.add(waiter);
    });
  }
}
