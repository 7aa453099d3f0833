import { randomUUID } from 'node:crypto';
import { type Decider, foldEvents, type Message } from '@lavadero/domain/shared/decider';
import { ConcurrencyError } from '@lavadero/domain/shared/errors';
import {
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type GlobalPosition,
  type RecordedEvent,
  type StreamAppend,
  WrongExpectedRevisionError,
} from './event-store';

export interface CommandOutcome<State, Event> {
  readonly events: readonly Event[];
  readonly state: State;
  /** Where the last new event landed; null when the command produced no events. */
  readonly position: GlobalPosition | null;
}

/** The events a decision over several streams appends to one of them. */
export interface StreamDecision {
  readonly streamId: string;
  readonly events: readonly Message[];
}

export interface MultiStreamOutcome {
  /** Only the streams that received events, in the order decided. */
  readonly appended: readonly StreamDecision[];
  /** Where the last new event landed; null when nothing was appended. */
  readonly position: GlobalPosition | null;
  /**
   * The last event now stored in each stream read short (`lastEventOnly`, `lastOfEachType`) that
   * received events, as a read would return it: what a caller that queues the writers of a stream
   * can decide the next command on without reading it.
   */
  readonly lastEvents: ReadonlyMap<string, RecordedEvent>;
}

/**
 * Decides over the histories of the streams it loaded (every id asked for has an entry, empty for a
 * new stream). May be called again on fresh histories after a lost race, so it must not have effects.
 */
export type MultiStreamDecide = (
  histories: ReadonlyMap<string, readonly RecordedEvent[]>,
) => readonly StreamDecision[] | Promise<readonly StreamDecision[]>;

export interface CommandOptions {
  /**
   * Streams that almost never exist yet (a new record's id, a claim on a value nobody holds): they
   * are decided on as empty and appended only if they still do not exist, which saves reading them.
   * When one does exist, the append stores nothing and the command is read and decided again.
   */
  readonly expectNew?: readonly string[];
  /** Streams whose state is their last event: only that event is read (see `readStreams`). */
  readonly lastEventOnly?: readonly string[];
  /** Streams whose state is the last event of each type: only those events are read. */
  readonly lastOfEachType?: readonly string[];
  /**
   * Streams the caller has just read to plan the command (a sale read to learn the products it
   * holds): the first decision uses them as read instead of reading them again. After a lost race
   * every stream is read afresh.
   */
  readonly alreadyRead?: ReadonlyMap<string, readonly RecordedEvent[]>;
}

/**
 * How often a command is decided again on fresh state after losing a race for one of its streams.
 * A hot stream (an invoice series every sale appends to) sees one winner per round, so N writers at
 * once need up to N rounds: the bound is generous, and the wait between rounds is short, growing and
 * random (full jitter) so the losers do not collide again in lockstep. Correct across API replicas.
 */
const MAX_ATTEMPTS = 30;
const BACKOFF_BASE_MS = 1;
const BACKOFF_CAP_MS = 50;

/** Full jitter: uniform in [0, min(cap, base·2^attempt)). */
const backoff = (attempt: number) =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt)),
  );

/**
 * Loads every stream the decision needs in one round trip, decides, and appends to all of them in
 * one atomic append, each with the revision it read. A concurrent writer on any of them makes the
 * append fail as a whole; deciding again is safe because deciders are pure, so the command is retried
 * on fresh state (with a jittered wait) until it wins or MAX_ATTEMPTS rounds are lost.
 */
export async function handleMultiStreamCommand(
  store: EventStore,
  streamIds: readonly string[],
  decide: MultiStreamDecide,
  metadata: EventMetadata,
  options: CommandOptions = {},
): Promise<MultiStreamOutcome> {
  let guessedNew = new Set(options.expectNew ?? []);
  const short = new Set([...(options.lastEventOnly ?? []), ...(options.lastOfEachType ?? [])]);
  let alreadyRead = options.alreadyRead ?? new Map<string, readonly RecordedEvent[]>();
  for (let attempt = 1; ; attempt++) {
    const toRead = streamIds.filter((id) => !guessedNew.has(id) && !alreadyRead.has(id));
    const histories: Map<string, readonly RecordedEvent[]> =
      toRead.length > 0
        ? await store.readStreams(toRead, {
            lastEventOnly: options.lastEventOnly,
            lastOfEachType: options.lastOfEachType,
          })
        : new Map<string, RecordedEvent[]>();
    for (const id of guessedNew) histories.set(id, []);
    for (const [id, history] of alreadyRead) if (streamIds.includes(id)) histories.set(id, history);
    alreadyRead = new Map();
    const appended = (await decide(histories)).filter((d) => d.events.length > 0);
    if (appended.length === 0) return { appended, position: null, lastEvents: new Map() };
    try {
      const appends = appended.map(({ streamId, events }): StreamAppend => {
        const history = histories.get(streamId);
        if (!history) throw new Error(`Stream ${streamId} was decided on without being loaded`);
        return {
          streamId,
          events: toAppend(events, metadata),
          expectedRevision: history.at(-1)?.revision ?? 'no_stream',
        };
      });
      const result = await store.appendToStreams(appends);
      return {
        appended,
        position: result.position,
        lastEvents: lastEventsOf(appends, result.streams, short),
      };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (guessedNew.size > 0) {
        // A stream expected new exists after all: read everything and decide again, at once.
        guessedNew = new Set();
        continue;
      }
      if (attempt >= MAX_ATTEMPTS) {
        throw new ConcurrencyError(
          'CONCURRENT_MODIFICATION',
          'Otro usuario modificó este registro al mismo tiempo. Intente nuevamente.',
        );
      }
      await backoff(attempt);
    }
  }
}

/** A decision's events as appended: each with a new id, the caller's key for an idempotent retry. */
export const toAppend = (events: readonly Message[], metadata: EventMetadata): EventToAppend[] =>
  events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata }));

/** `event` as a read returns it once stored at `revision` and `position`: data and metadata as JSON. */
export function asRecorded(
  event: EventToAppend,
  streamId: string,
  revision: bigint,
  position: GlobalPosition,
  recordedAt: Date,
): RecordedEvent {
  const asStored = (value: unknown) => JSON.parse(JSON.stringify(value ?? null));
  return {
    id: event.id,
    streamId,
    type: event.type,
    data: asStored(event.data),
    metadata: asStored(event.metadata ?? {}),
    revision,
    position,
    recordedAt,
  };
}

/**
 * The last appended event of each of the `short` streams as stored. The others (a new sale's own
 * stream) are never decided on this way.
 */
export function lastEventsOf(
  appends: readonly StreamAppend[],
  results: readonly { readonly nextExpectedRevision: bigint; readonly position: GlobalPosition }[],
  short: ReadonlySet<string>,
): Map<string, RecordedEvent> {
  const recordedAt = new Date();
  return new Map(
    appends.flatMap((append, i): [string, RecordedEvent][] => {
      if (!short.has(append.streamId)) return [];
      const { nextExpectedRevision, position } = results[i]!;
      const last = asRecorded(
        append.events.at(-1)!,
        append.streamId,
        nextExpectedRevision,
        position,
        recordedAt,
      );
      return [[append.streamId, last]];
    }),
  );
}

/**
 * One stream, one decider: loads, decides and appends with the revision it read (see
 * `handleMultiStreamCommand`). `command` may be built from the loaded state (e.g. a login checks the
 * password against the stored hash first).
 */
export async function handleCommand<State, Command extends Message, Event extends Message>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command | ((state: State) => Promise<Command>),
  metadata: EventMetadata,
  options: {
    readonly expectNew?: boolean;
    /** The decider's state is the stream's last event of each type (see `readStreams`). */
    readonly lastOfEachType?: boolean;
  } = {},
): Promise<CommandOutcome<State, Event>> {
  let state = decider.initialState();
  let events: readonly Event[] = [];
  const { position } = await handleMultiStreamCommand(
    store,
    [streamId],
    async (histories) => {
      state = foldEvents(decider, histories.get(streamId) ?? []);
      events = decider.decide(typeof command === 'function' ? await command(state) : command, state);
      return [{ streamId, events }];
    },
    metadata,
    {
      expectNew: options.expectNew ? [streamId] : [],
      lastOfEachType: options.lastOfEachType ? [streamId] : [],
    },
  );
  return { events, state: events.reduce(decider.evolve, state), position };
}
