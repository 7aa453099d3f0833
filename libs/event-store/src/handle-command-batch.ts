import { lastOfEachType } from '@lavadero/domain/shared/last-of-each-type';
import {
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type RecordedEvent,
  START,
  type StreamAppend,
} from './event-store';
import {
  asRecorded,
  type CommandOptions,
  lastEventsOf,
  type MultiStreamDecide,
  type MultiStreamOutcome,
  type StreamDecision,
  toAppend,
} from './handle-command';

/** One command of a batch: what `handleMultiStreamCommand` takes. */
export interface BatchedCommand {
  readonly streamIds: readonly string[];
  readonly decide: MultiStreamDecide;
  readonly metadata: EventMetadata;
  readonly options?: CommandOptions;
}

export interface BatchOutcome {
  /** The outcomes of the first `outcomes.length` commands given (maybe none), stored together. */
  readonly outcomes: readonly MultiStreamOutcome[];
  /** Each stream read short that the batch appended to, as the batch found it. */
  readonly decidedOn: ReadonlyMap<string, readonly RecordedEvent[]>;
  /** The events appended, one entry per stream, each command's in order. */
  readonly appended: readonly StreamDecision[];
  /** The last event now stored in each stream read short that the batch appended to. */
  readonly lastEvents: ReadonlyMap<string, RecordedEvent>;
}

/** A bound on one append's size; a queue holds a few tills' sales, far fewer. */
const MAX_COMMANDS = 32;

/**
 * Decides commands that wait in turn for the same hot stream (the sales of one invoice series) one
 * after another, each on the streams as the ones before it leave them, and stores them in ONE
 * atomic append: all of them or none, so no command is ever stored on top of one that was not.
 * Each stream appears once, with the events of every command in order and the revision the first
 * one read; each command's streams keep the order it decided them in the global order.
 *
 * A prefix is taken: the batch ends before a command that refuses or fails on the batch's state (it
 * is decided again after the batch is stored, where it may hold), that reads a stream differently
 * from one before it, that brings its own read of a stream the batch wrote (`alreadyRead`), or whose
 * stream order contradicts one before it. When the first command is not taken, nothing is appended
 * and `outcomes` is empty: the caller runs it on its own, as `handleMultiStreamCommand` does.
 *
 * `known`: streams as a cache of this process holds them, decided on without reading them; a stale
 * one makes the append fail. A lost race throws WrongExpectedRevisionError and stores nothing.
 * Decisions read only the events' types and data: an event the batch has not stored yet has its
 * revision but carries the last stored position of its stream (or none), as it has no position yet.
 */
export async function handleCommandBatch(
  store: EventStore,
  commands: readonly BatchedCommand[],
  known: ReadonlyMap<string, readonly RecordedEvent[]>,
): Promise<BatchOutcome> {
  const batch = new Batch(store, known);
  const decided: (readonly StreamDecision[])[] = [];
  for (const command of commands.slice(0, MAX_COMMANDS)) {
    const decisions = await batch.decide(command);
    if (!decisions) break;
    decided.push(decisions);
  }
  const appends = batch.appends();
  if (appends.length === 0) {
    const outcomes = decided.map((appended) => ({ appended, position: null, lastEvents: new Map() }));
    return { outcomes, decidedOn: new Map(), appended: [], lastEvents: new Map() };
  }
  const result = await store.appendToStreams(appends);
  const lastEvents = lastEventsOf(appends, result.streams, batch.short);
  return {
    outcomes: decided.map((appended) => ({
      appended,
      // The batch's end, where the read models show every command of it.
      position: result.position,
      lastEvents: new Map([...lastEvents].filter(([id]) => appended.some((d) => d.streamId === id))),
    })),
    decidedOn: new Map([...batch.short].map((id) => [id, batch.start.get(id)!])),
    appended: appends.map(({ streamId, events }) => ({
      streamId,
      events: events.map(({ type, data }) => ({ type, data })),
    })),
    lastEvents,
  };
}

type Form = 'last' | 'each type' | 'whole';

/** A batch being decided: every stream it touched, as first seen and as it leaves it. */
class Batch {
  /** Each stream as first seen: the revision its append expects. */
  readonly start = new Map<string, readonly RecordedEvent[]>();
  /** Streams read short that received events. */
  readonly short = new Set<string>();
  readonly #events = new Map<string, EventToAppend[]>();
  readonly #current = new Map<string, readonly RecordedEvent[]>();
  readonly #forms = new Map<string, Form>();
  /** For each stream, those a command decided right after it: they come after it in the global order. */
  #next = new Map<string, ReadonlySet<string>>();

  constructor(
    private readonly store: EventStore,
    private readonly known: ReadonlyMap<string, readonly RecordedEvent[]>,
  ) {}

  /** The command's decisions, now part of the batch; null when it is not taken (see above). */
  async decide(command: BatchedCommand): Promise<readonly StreamDecision[] | null> {
    const { streamIds, options = {} } = command;
    const formOf = (id: string): Form =>
      options.lastEventOnly?.includes(id)
        ? 'last'
        : options.lastOfEachType?.includes(id)
          ? 'each type'
          : 'whole';
    if (streamIds.some((id) => (this.#forms.get(id) ?? formOf(id)) !== formOf(id))) return null;
    if ([...(options.alreadyRead?.keys() ?? [])].some((id) => this.#events.has(id))) return null;

    const histories = new Map<string, readonly RecordedEvent[]>();
    const toRead: string[] = [];
    for (const id of streamIds) {
      const seen = this.#current.get(id) ?? options.alreadyRead?.get(id) ?? this.known.get(id);
      if (seen) histories.set(id, seen);
      else if (options.expectNew?.includes(id)) histories.set(id, []);
      else toRead.push(id);
    }
    if (toRead.length > 0) {
      const read = await this.store.readStreams(toRead, {
        lastEventOnly: options.lastEventOnly,
        lastOfEachType: options.lastOfEachType,
      });
      for (const id of toRead) histories.set(id, read.get(id) ?? []);
    }

    let decisions: readonly StreamDecision[];
    try {
      decisions = (await command.decide(histories)).filter((d) => d.events.length > 0);
    } catch {
      return null; // decided again after the batch is stored, where it may hold
    }
    const order = decisions.map((d) => d.streamId);
    if (order.some((id) => !histories.has(id))) return null;
    const next = withOrder(this.#next, order);
    if (!next) return null;

    this.#next = next;
    for (const id of streamIds) {
      if (!this.start.has(id)) this.start.set(id, histories.get(id)!);
      this.#current.set(id, histories.get(id)!);
      this.#forms.set(id, formOf(id));
    }
    for (const { streamId, events } of decisions) {
      const appended = toAppend(events, command.metadata);
      this.#events.set(streamId, [...(this.#events.get(streamId) ?? []), ...appended]);
      const form = this.#forms.get(streamId)!;
      this.#current.set(streamId, leftBy(histories.get(streamId)!, streamId, appended, form));
      if (form !== 'whole') this.short.add(streamId);
    }
    return decisions;
  }

  /** One append per stream, in an order that keeps every command's own (first decided first). */
  appends(): StreamAppend[] {
    const pending = [...this.#events.keys()];
    const before = new Map(pending.map((id) => [id, 0]));
    for (const targets of this.#next.values()) for (const id of targets) before.set(id, before.get(id)! + 1);
    const ordered: StreamAppend[] = [];
    while (pending.length > 0) {
      // withOrder keeps the graph acyclic, so some pending stream always has nothing left before it.
      const id = pending.splice(
        pending.findIndex((p) => before.get(p) === 0),
        1,
      )[0]!;
      for (const later of this.#next.get(id) ?? []) before.set(later, before.get(later)! - 1);
      ordered.push({
        streamId: id,
        events: this.#events.get(id)!,
        expectedRevision: this.start.get(id)!.at(-1)?.revision ?? 'no_stream',
      });
    }
    return ordered;
  }
}

/** `next` with each stream of `order` before the one after it, or null when that makes a cycle. */
function withOrder(
  next: ReadonlyMap<string, ReadonlySet<string>>,
  order: readonly string[],
): Map<string, ReadonlySet<string>> | null {
  const graph = new Map(next);
  for (const [i, from] of order.slice(0, -1).entries()) {
    const to = order[i + 1]!;
    if (graph.get(from)?.has(to)) continue;
    if (reaches(graph, to, from)) return null;
    graph.set(from, new Set([...(graph.get(from) ?? []), to]));
  }
  return graph;
}

function reaches(graph: ReadonlyMap<string, ReadonlySet<string>>, from: string, to: string): boolean {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id === to) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.get(id) ?? []));
  }
  return false;
}

/**
 * A stream as a read would return it once `events` are stored after `history`. Their revisions follow
 * the stream's; their position, not known until stored, is the stream's last (decisions ignore it).
 */
function leftBy(
  history: readonly RecordedEvent[],
  streamId: string,
  events: readonly EventToAppend[],
  form: Form,
): readonly RecordedEvent[] {
  const last = history.at(-1);
  const recordedAt = new Date();
  const added = events.map((event, i) =>
    asRecorded(
      event,
      streamId,
      (last ? last.revision + 1n : 0n) + BigInt(i),
      last?.position ?? START,
      recordedAt,
    ),
  );
  if (form === 'last') return added.slice(-1);
  if (form === 'each type') return lastOfEachType([...history, ...added]);
  return [...history, ...added];
}
