import type { RecordedEvent } from '@lavadero/event-store/event-store';
import type { StreamDecision } from '@lavadero/event-store/handle-command';

/** Enough for every series, month and product a busy car wash writes; the oldest go first. */
const MAX_STREAMS = 1_000;

/** How a stream is read, and so how it is kept: its last event, or its last event of each type. */
export interface ShortStreams {
  readonly lastEventOnly: readonly string[];
  readonly lastOfEachType: readonly string[];
}

/**
 * What this process appended last to streams whose state is a few events (an invoice series and a
 * cashier's month: their last event; a product: its last event of each type), kept as a read would
 * return them, for the next command queued on the same key: it decides on them without reading them
 * again, so a queue of sales holds its turn for one round trip (the append) instead of two. Only a
 * shortcut: a stream that another process or route moved since then fails the append's expected
 * revision, and the command is read and decided again on fresh state.
 */
export class LastEventCache {
  readonly #histories = new Map<string, readonly RecordedEvent[]>();

  /** The cached histories of those of `streamIds` this process knows. */
  histories(streamIds: readonly string[]): Map<string, readonly RecordedEvent[]> {
    const known = new Map<string, readonly RecordedEvent[]>();
    for (const id of streamIds) {
      const history = this.#histories.get(id);
      if (history) known.set(id, history);
    }
    return known;
  }

  /**
   * Keeps each short stream as the append left it: `decidedOn` (what the decision read) with the
   * appended events in. A stream of the last event of each type is kept only when all its new events
   * are of one type, the only case the stored last event alone tells (the others' revisions are not
   * known here); any other is forgotten and read next time.
   */
  remember(
    streams: ShortStreams,
    decidedOn: ReadonlyMap<string, readonly RecordedEvent[]>,
    appended: readonly StreamDecision[],
    lastEvents: ReadonlyMap<string, RecordedEvent>,
  ): void {
    for (const { streamId, events } of appended) {
      const last = lastEvents.get(streamId);
      if (!last) continue;
      if (streams.lastEventOnly.includes(streamId)) this.#keep(streamId, [last]);
      else if (!streams.lastOfEachType.includes(streamId)) continue;
      else if (events.every((e) => e.type === last.type) && decidedOn.has(streamId)) {
        const others = decidedOn.get(streamId)!.filter((e) => e.type !== last.type);
        this.#keep(streamId, [...others, last]);
      } else this.#histories.delete(streamId);
    }
    for (const id of this.#histories.keys()) {
      if (this.#histories.size <= MAX_STREAMS) break;
      this.#histories.delete(id);
    }
  }

  forget(streamIds: readonly string[]): void {
    for (const id of streamIds) this.#histories.delete(id);
  }

  #keep(streamId: string, history: readonly RecordedEvent[]): void {
    this.#histories.delete(streamId); // re-inserted last: the map's order is the order of use
    this.#histories.set(streamId, history);
  }
}
