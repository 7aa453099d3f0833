/** The read models a committed batch changed, or 'unknown' when changes may have gone unseen. */
export type ReadModelChange = readonly string[] | 'unknown';

/**
 * Tells a process which read models just changed, so it can drop what it keeps of them in memory
 * (the API's open sessions). Emitted by whoever learns of commits: the in-process runner, or the
 * checkpoint notifications. `live` is false while changes could be missed (the notification
 * connection is down): then nothing read from the read models may be kept.
 */
export class ReadModelChanges {
  readonly #listeners = new Set<(change: ReadModelChange) => void>();

  constructor(private readonly isLive: () => boolean = () => true) {}

  get live(): boolean {
    return this.isLive();
  }

  on(listener: (change: ReadModelChange) => void): void {
    this.#listeners.add(listener);
  }

  emit(change: ReadModelChange): void {
    for (const listener of this.#listeners) listener(change);
  }
}
