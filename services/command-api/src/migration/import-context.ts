import { type Decider, foldEvents, type Message } from '@lavadero/domain/shared/decider';
import { comparePositions, type GlobalPosition, type RecordedEvent } from '@lavadero/event-store/event-store';
import type { StreamDecision } from '@lavadero/event-store/handle-command';

/**
 * Which part of a stream's history counts. 'epoch': only what came after the last system reset
 * (operational records: the reset emptied their screens, so a record wiped by it is absent and may be
 * imported again); 'all': everything (users, claims, number series, the company: a reset keeps them).
 */
export type HistoryScope = 'epoch' | 'all';

type AnyDecider = Pick<Decider<unknown, never, Message>, 'initialState' | 'evolve'>;

/**
 * The import's working memory over the streams it loaded in one round trip: each record is decided
 * by the live deciders against the stream states folded here, and its events are kept pending (and
 * folded in), so later records of the same file see them (a vehicle its customer, a sale the number
 * the previous sale took). The pending events become ONE atomic append.
 */
export class ImportContext {
  readonly #loaded: ReadonlyMap<string, readonly RecordedEvent[]>;
  readonly #epochStart: GlobalPosition | null;
  readonly #pending = new Map<string, Message[]>();
  readonly #states = new Map<string, { decider: AnyDecider; state: unknown }>();
  readonly #numbersHeld = new Map<string, Map<number, string>>();

  constructor(
    loaded: ReadonlyMap<string, readonly RecordedEvent[]>,
    epochStart: GlobalPosition | null,
    /** The administrator running the import, and the time of the import. */
    readonly importedBy: string,
    readonly now: string,
  ) {
    this.#loaded = loaded;
    this.#epochStart = epochStart;
  }

  /** The stream's events in the scope, the pending ones included. */
  history(streamId: string, scope: HistoryScope): Message[] {
    const loaded = this.#loaded.get(streamId);
    if (!loaded) throw new Error(`Stream ${streamId} was not loaded for the import`);
    const start = this.#epochStart;
    const counted =
      scope === 'epoch' && start ? loaded.filter((e) => comparePositions(e.position, start) > 0) : loaded;
    return [...counted.map((e) => ({ type: e.type, data: e.data })), ...(this.#pending.get(streamId) ?? [])];
  }

  state<State, Event extends Message>(
    decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
    streamId: string,
    scope: HistoryScope,
  ): State {
    const key = `${scope}:${streamId}`;
    const cached = this.#states.get(key);
    if (cached?.decider === decider) return cached.state as State;
    const state = foldEvents(decider, this.history(streamId, scope));
    this.#states.set(key, { decider: decider as AnyDecider, state });
    return state;
  }

  /** Runs a live (or import) command on the stream's state and keeps its events pending. */
  decide<State, Command extends Message, Event extends Message>(
    decider: Decider<State, Command, Event>,
    streamId: string,
    scope: HistoryScope,
    command: Command,
  ): readonly Event[] {
    const events = decider.decide(command, this.state(decider, streamId, scope));
    if (events.length === 0) return events;
    const pending = this.#pending.get(streamId) ?? [];
    pending.push(...events);
    this.#pending.set(streamId, pending);
    // Every cached fold of this stream moves on by the new events.
    for (const key of [`epoch:${streamId}`, `all:${streamId}`]) {
      const cached = this.#states.get(key);
      if (cached) cached.state = events.reduce(cached.decider.evolve as never, cached.state);
    }
    return events;
  }

  /**
   * Which record each number of a numbering stream (an invoice series, the work-order series) was
   * given to, in the store and earlier in this file: made on first use, then kept up to date by
   * the caller as it records numbers.
   */
  numbersHeld<E extends Message>(
    streamId: string,
    entry: (event: E) => [number, string],
  ): Map<number, string> {
    let held = this.#numbersHeld.get(streamId);
    if (!held) {
      held = new Map((this.history(streamId, 'all') as E[]).map(entry));
      this.#numbersHeld.set(streamId, held);
    }
    return held;
  }

  /** The pending events, one decision per stream, for the atomic append. */
  decisions(): StreamDecision[] {
    return [...this.#pending].map(([streamId, events]) => ({ streamId, events }));
  }
}
