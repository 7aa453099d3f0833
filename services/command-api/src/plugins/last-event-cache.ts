import type { RecordedEvent } from '@lavadero/event-store/event-store';

/** Enough for every series, month and product a busy car wash writes; the oldest go first. */
const MAX_STREAMS = 1_000;

/**
 * The last event this process appended to streams whose state is their last event (an invoice
 * series, a cashier's month), kept for the next command queued on the same key: it decides on them
 * without reading them again, so a queue of sales holds its turn for one round trip (the append)
 * instead of two. Only a shortcut: a stream that another process or route moved since then fails the
 * append's expected revision, and the command is read and decided again on fresh state.
 */
export class LastEventCache {
  readonly #events = new Map<string, RecordedEvent>();

  /** The cached histories (one event each) of those of `streamIds` this process knows. */
  histories(streamIds: readonly string[]): Map<string, readonly RecordedEvent[]> {
    const known = new Map<string, readonly RecordedEvent[]>();
    for (const id of streamIds) {
      const event = this.#events.get(id);
      if (event) known.set(id, [event]);
    }
    return known;
  }

  /** Keeps the events appended to `streamIds` (the others' state is not their last event). */
  remember(streamIds: readonly string[], lastEvents: ReadonlyMap<string, RecordedEvent>): void {
    for (const id of streamIds) {
      const event = lastEvents.get(id);
      if (!event) continue;
      this.#events.delete(id); // re-inserted last: the map's order is the order of use
      this.#events.set(id, event);
    }
    for (const id of this.#events.keys()) {
      if (this.#events.size <= MAX_STREAMS) break;
      this.#events.delete(id);
    }
  }

  forget(streamIds: readonly string[]): void {
    for (const id of streamIds) this.#events.delete(id);
  }
}
