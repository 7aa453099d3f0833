import {
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  BACKWARDS,
  END,
  START as ESDB_START,
  excludeSystemEvents,
  KurrentDBClient,
  type Position,
  type ReadPosition,
  StreamNotFoundError,
  UnsupportedError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import {
  type AppendResult,
  type ChainLink,
  comparePositions,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type GlobalPosition,
  type MultiStreamAppendResult,
  MultiStreamAppendUnsupportedError,
  type ReadAllOptions,
  type ReadStreamsOptions,
  type RecordedEvent,
  START,
  type StreamAppend,
  type SubscribeOptions,
  type Subscription,
  WrongExpectedRevisionError,
} from '../event-store';
import { trackedPollSubscription } from '../poll-subscription';
import { WakeSignal } from '../wake-signal';
import { fromEsdbEvent, isSystemEvent, toEsdbEvent, toEsdbStreamState, toPropertiesEvent } from './mapping';

const PAGE_SIZE = 500;

export interface EventStoreDbOptions {
  /** Fallback look when the live wake-up subscription is down. Default 1000 ms. */
  readonly pollIntervalMs?: number;
}

/**
 * The event store on KurrentDB (or EventStoreDB, minus the multi-stream append), through the
 * maintained `@kurrent/kurrentdb-client`. Subscriptions use the same catch-up loop as the
 * PostgreSQL adapter (batches of `readAll`, so projections apply hundreds of events per
 * transaction); one live `$all` subscription, without system events, only wakes that loop.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly #client: KurrentDBClient;
  readonly #pollIntervalMs: number;
  readonly #wake = new WakeSignal();
  readonly #subscriptions = new Set<Subscription>();
  #live: AllStreamSubscription | null = null;
  #restartTimer: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(url: string, options: EventStoreDbOptions = {}) {
    this.#client = KurrentDBClient.connectionString(url);
    this.#pollIntervalMs = options.pollIntervalMs ?? 1000;
  }

  async append(
    streamId: string,
    events: readonly EventToAppend[],
    options: { readonly expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`Nothing to append to stream ${streamId}`);
    const { expectedRevision } = options;
    try {
      const result = await this.#client.appendToStream(streamId, events.map(toEsdbEvent), {
        streamState: toEsdbStreamState(expectedRevision),
      });
      this.#wake.notify();
      // An idempotent retry (same event ids) may come back without a position.
      const position = result.position ?? (await this.#lastPositionOf(streamId));
      return { nextExpectedRevision: result.nextExpectedRevision, position };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(streamId, expectedRevision, error.actualState);
      }
      throw error;
    }
  }

  /**
   * KurrentDB 25.1+'s multi-stream append: one atomic write, every stream's state checked. Its
   * records carry string properties instead of free metadata, so the metadata travels as one JSON
   * property (`fromEsdbEvent` unpacks it). Older servers refuse with UnsupportedError.
   */
  async appendToStreams(appends: readonly StreamAppend[]): Promise<MultiStreamAppendResult> {
    for (const a of appends) {
      if (a.events.length === 0) throw new Error(`Nothing to append to stream ${a.streamId}`);
    }
    try {
      const result = await this.#client.multiStreamAppend(
        appends.map((a) => ({
          streamName: a.streamId,
          events: a.events.map(toPropertiesEvent),
          expectedState: toEsdbStreamState(a.expectedRevision),
        })),
      );
      this.#wake.notify();
      const revisions = new Map(result.responses.map((r) => [r.streamName, r.revision]));
      // The reply carries one log position; each stream's last event is read back for the exact pair.
      const streams = await Promise.all(
        appends.map(async (a) => ({
          nextExpectedRevision: revisions.get(a.streamId) ?? -1n,
          position: await this.#lastPositionOf(a.streamId),
        })),
      );
      return { streams, position: streams.at(-1)!.position };
    } catch (error) {
      if (error instanceof UnsupportedError)
        throw new MultiStreamAppendUnsupportedError('This EventStoreDB server');
      if (error instanceof WrongExpectedVersionError) {
        const refused = appends.find((a) => a.streamId === error.streamName) ?? appends[0]!;
        throw new WrongExpectedRevisionError(refused.streamId, refused.expectedRevision, error.actualState);
      }
      throw error;
    }
  }

  async readStreams(
    streamIds: readonly string[],
    options: ReadStreamsOptions = {},
  ): Promise<Map<string, RecordedEvent[]>> {
    const lastOnly = new Set(options.lastEventOnly ?? []);
    const eachType = new Set(options.lastOfEachType ?? []);
    const readOne = (id: string) => {
      if (lastOnly.has(id)) return this.#readLastEvent(id);
      if (eachType.has(id)) return this.#readLastOfEachType(id);
      return this.readStream(id);
    };
    return new Map(await Promise.all(streamIds.map(async (id) => [id, await readOne(id)] as const)));
  }

  /**
   * EventStoreDB keeps no index by type within a stream: the stream is read backwards to its start,
   * keeping the first event met of each type. Few events come back, but the walk still grows with
   * the stream there (flat on PostgreSQL and PGlite only; a snapshot stream would make it flat here).
   */
  async #readLastOfEachType(streamId: string): Promise<RecordedEvent[]> {
    const lastOfType = new Map<string, RecordedEvent>();
    try {
      for await (const resolved of this.#client.readStream(streamId, {
        direction: BACKWARDS,
        fromRevision: END,
      })) {
        const event = resolved.event;
        if (event && !lastOfType.has(event.type)) lastOfType.set(event.type, fromEsdbEvent(event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return [...lastOfType.values()].reverse();
  }

  async #readLastEvent(streamId: string): Promise<RecordedEvent[]> {
    try {
      for await (const resolved of this.#client.readStream(streamId, {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: 1,
      })) {
        if (resolved.event) return [fromEsdbEvent(resolved.event)];
      }
      return [];
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
  }

  async readStream(streamId: string, options?: { readonly fromRevision?: bigint }): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.#client.readStream(streamId, {
        fromRevision: options?.fromRevision ?? ESDB_START,
      })) {
        if (resolved.event) events.push(fromEsdbEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /**
   * Reads $all in pages and drops system events on this side (readAll of client 6.x takes no
   * filter). Whether the server includes `fromPosition` itself or not, positions at or before the
   * last one seen are skipped.
   */
  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const limit = options.maxCount ?? Number.POSITIVE_INFINITY;
    const events: RecordedEvent[] = [];
    let floor = options.after ?? START;
    while (events.length < limit) {
      // +1: room for the floor event itself, should the server return it.
      const pageSize = Math.min(PAGE_SIZE, limit - events.length + 1);
      const from: ReadPosition = floor.commit < 0n ? ESDB_START : floor;
      let returned = 0;
      let lastNew: Position | null = null;
      for await (const resolved of this.#client.readAll({ fromPosition: from, maxCount: pageSize })) {
        returned++;
        const event = resolved.event;
        if (!event || comparePositions(event.position, floor) <= 0) continue;
        lastNew = event.position;
        if (!isSystemEvent(event)) events.push(fromEsdbEvent(event));
      }
      if (returned < pageSize || !lastNew) break;
      floor = lastNew;
    }
    return events.slice(0, limit);
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    this.#startLiveWake();
    return trackedPollSubscription(
      this.#subscriptions,
      {
        readBatch: async (o) => ({ events: await this.readAll(o) }),
        wake: this.#wake,
        pollIntervalMs: this.#pollIntervalMs,
      },
      options,
    );
  }

  /** The last non-system event's position, reading $all backwards from its end. */
  /**
   * No chain here: KurrentDB commits appends to one log in one order, but an append carries no value
   * computed from the previous one. The same guarantee would need every append to go through one
   * writer that reads the head event of a chain stream and appends to it with that stream's expected
   * revision, in the same multi-stream append as the events (KurrentDB 25's multi-stream append is
   * atomic): a lost race is retried on the new head, so the chain stream's order is commit order.
   */
  async chainHead(): Promise<null> {
    return null;
  }

  async readChain(): Promise<ChainLink[]> {
    return [];
  }

  async chainSpan(): Promise<null> {
    return null;
  }

  /** $all holds committed events only, readable at once: its end is the head. */
  lastStoredPosition(): Promise<GlobalPosition> {
    return this.headPosition();
  }

  async headPosition(): Promise<GlobalPosition> {
    let before: Position | null = null; // null: from the end
    for (;;) {
      let returned = 0;
      let lastNew: Position | null = null;
      let found: Position | null = null;
      const page: AsyncIterable<AllStreamResolvedEvent> = this.#client.readAll({
        direction: BACKWARDS,
        fromPosition: before ?? END,
        maxCount: 100,
      });
      for await (const resolved of page) {
        returned++;
        const event = resolved.event;
        if (!event || (before && comparePositions(event.position, before) >= 0)) continue;
        lastNew = event.position;
        if (!found && !isSystemEvent(event)) found = event.position;
      }
      if (found) return found;
      if (returned < 100 || !lastNew) return START;
      before = lastNew;
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#restartTimer) clearTimeout(this.#restartTimer);
    await Promise.all([...this.#subscriptions].map((s) => s.stop()));
    await this.#live?.unsubscribe().catch(() => undefined);
    await this.#client.dispose();
  }

  /** Keeps one live subscription (from the end, no system events) whose only job is to wake readers. */
  #startLiveWake(): void {
    if (this.#live || this.#closed) return;
    const live = this.#client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    this.#live = live;
    live.on('data', () => this.#wake.notify());
    const restart = () => {
      // Polling carries on meanwhile; subscribe again in a while.
      if (this.#live !== live) return;
      this.#live = null;
      if (this.#closed) return;
      this.#restartTimer = setTimeout(() => this.#startLiveWake(), this.#pollIntervalMs * 5);
    };
    live.on('error', restart);
    live.on('close', restart);
  }

  async #lastPositionOf(streamId: string): Promise<GlobalPosition> {
    for await (const resolved of this.#client.readStream(streamId, {
      direction: BACKWARDS,
      fromRevision: END,
      maxCount: 1,
    })) {
      if (resolved.event?.position) return resolved.event.position;
    }
    return START;
  }
}
