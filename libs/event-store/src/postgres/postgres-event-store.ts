import type pg from 'pg';
import {
  type AppendResult,
  type ChainHead,
  type ChainLink,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type GlobalPosition,
  type MultiStreamAppendResult,
  type ReadAllOptions,
  type ReadChainOptions,
  type ReadStreamsOptions,
  type RecordedEvent,
  START,
  type StreamAppend,
  type SubscribeOptions,
  type Subscription,
  WrongExpectedRevisionError,
} from '../event-store';
import { type SubscriptionBatch, trackedPollSubscription } from '../poll-subscription';
import { WakeSignal } from '../wake-signal';
import { callAppendMulti, classifyAppendError } from './append';
import { callAppendGroup } from './append-group';
import { AppendQueue } from './append-queue';
import { readChainHead, readChainLinks, readChainSpan } from './chain-reads';
import { isEmbeddedPool } from './embedded-pool';
import { NotificationListener } from './notification-listener';
import { readStreamsSql } from './read-streams-sql';
import { readTailSql } from './read-tail-sql';
import { EVENT_COLUMNS, type EventRow, toBigInt, toPosition, toRecordedEvent } from './rows';
import { assertSchemaName, notifyChannel, schemaSql } from './schema';

export interface PostgresEventStoreOptions {
  /** Schema holding the tables and the append function. Default 'event_store'. */
  readonly schema?: string;
  /**
   * Real PostgreSQL shared by several processes: appends pg_notify and subscriptions LISTEN on a
   * dedicated connection, so other processes wake at once. Ignored on an embedded (PGlite) pool:
   * there everything is in-process, and its single connection must not be held by a listener.
   */
  readonly listen?: boolean;
  /**
   * How often a caught-up subscription looks again when no wake-up came: only a safety net, since
   * appends wake subscriptions (in-process, and by NOTIFY with `listen`). Default 5 s.
   */
  readonly pollIntervalMs?: number;
}

/**
 * The event store on PostgreSQL tables, over any `pg.Pool`: real PostgreSQL or PGlite's
 * node-postgres adapter. The pool belongs to the caller; `close()` does not end it.
 */
export class PostgresEventStore implements EventStore {
  readonly #pool: pg.Pool;
  readonly #schema: string;
  readonly #listen: boolean;
  readonly #embedded: boolean;
  readonly #pollIntervalMs: number;
  readonly #wake: WakeSignal;
  readonly #subscriptions = new Set<Subscription>();
  readonly #queue: AppendQueue;
  #listener: NotificationListener | null = null;

  constructor(pool: pg.Pool, options: PostgresEventStoreOptions = {}) {
    this.#pool = pool;
    this.#schema = options.schema ?? 'event_store';
    assertSchemaName(this.#schema);
    this.#embedded = isEmbeddedPool(pool);
    this.#listen = (options.listen ?? false) && !this.#embedded;
    this.#pollIntervalMs = options.pollIntervalMs ?? 5_000;
    this.#wake = localWakeSignal(pool, this.#schema);
    this.#queue = new AppendQueue(async (group) => {
      // Alone, an append's error is raised as append_multi raises it: append_group adds nothing but
      // its own call (a tenth of a millisecond, more for a large append's arrays passed on).
      if (group.length > 1)
        return callAppendGroup(this.#pool, this.#schema, group, this.#listen, !this.#embedded);
      const result = await callAppendMulti(
        this.#pool,
        this.#schema,
        group[0]!,
        this.#listen,
        !this.#embedded,
      );
      return [{ ok: true, result }];
    });
  }

  /** Creates schema, tables and function if missing; safe to run from several processes at once. */
  async ensureSchema(): Promise<void> {
    // One simple-protocol query is one implicit transaction, so the advisory lock covers all of it.
    await this.#pool.query(
      `SELECT pg_advisory_xact_lock(hashtext('lavadero.event_store.${this.#schema}'));\n${schemaSql(this.#schema)}`,
    );
  }

  async append(
    streamId: string,
    events: readonly EventToAppend[],
    options: { readonly expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    const result = await this.appendToStreams([
      { streamId, events, expectedRevision: options.expectedRevision },
    ]);
    return result.streams[0]!;
  }

  async appendToStreams(appends: readonly StreamAppend[]): Promise<MultiStreamAppendResult> {
    for (const a of appends) {
      if (a.events.length === 0) throw new Error(`Nothing to append to stream ${a.streamId}`);
    }
    try {
      // Written together with the appends that arrive meanwhile, in one transaction (append-queue.ts).
      const result = await this.#queue.append(appends);
      this.#wake.notify();
      return result;
    } catch (error) {
      const failure = classifyAppendError(error);
      if (!failure) throw error;
      // Event ids are the caller's idempotency key: a retry of an append that already succeeded
      // (e.g. its response was lost) gets the original result instead of an error.
      const earlier = await this.#findEarlierAppend(appends);
      if (earlier) return earlier;
      if (failure.kind === 'duplicate_id') {
        throw new Error('An event id is already stored by another append', { cause: error });
      }
      const refused =
        (failure.kind === 'wrong_revision' && appends.find((a) => a.streamId === failure.streamId)) ||
        appends[0]!;
      const actual =
        failure.kind === 'wrong_revision' ? failure.actual : await this.#currentRevision(refused.streamId);
      throw new WrongExpectedRevisionError(refused.streamId, refused.expectedRevision, actual);
    }
  }

  async readStream(streamId: string, options?: { readonly fromRevision?: bigint }): Promise<RecordedEvent[]> {
    const { rows } = await this.#pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM "${this.#schema}".events AS e
        WHERE e.stream_id = $1 AND e.revision >= $2 ORDER BY e.revision`,
      [streamId, String(options?.fromRevision ?? 0n)],
    );
    return rows.map(toRecordedEvent);
  }

  async readStreams(
    streamIds: readonly string[],
    options: ReadStreamsOptions = {},
  ): Promise<Map<string, RecordedEvent[]>> {
    const byStream = new Map<string, RecordedEvent[]>(streamIds.map((id) => [id, []]));
    if (streamIds.length === 0) return byStream;
    const lastOnly = new Set(options.lastEventOnly ?? []);
    const eachType = new Set((options.lastOfEachType ?? []).filter((id) => !lastOnly.has(id)));
    const ids = [...byStream.keys()];
    const { rows } = await this.#pool.query<EventRow>({
      name: this.#embedded
        ? undefined
        : `es_read_streams${options.withChain ? '_chained' : ''}_${this.#schema}`,
      text: readStreamsSql(this.#schema, options.withChain),
      values: [
        ids.filter((id) => !lastOnly.has(id) && !eachType.has(id)),
        ids.filter((id) => lastOnly.has(id)),
        ids.filter((id) => eachType.has(id)),
      ],
    });
    for (const row of rows) byStream.get(row.stream_id)?.push(toRecordedEvent(row));
    return byStream;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return (await this.#readBatch(options)).events;
  }

  /**
   * `readAll` and, in the same statement (one snapshot, one round trip), whether committed events
   * are held back behind an older running transaction (see SubscriptionBatch).
   */
  async #readBatch(options: ReadAllOptions): Promise<SubscriptionBatch> {
    const after = options.after ?? START;
    // xid8 has no negative values; real transaction ids start at 3, so (0, -1) is before everything.
    const values = [
      String(after.commit < 0n ? 0n : after.commit),
      String(after.prepare),
      options.maxCount ?? null,
    ];
    // One embedded session runs one transaction at a time: nothing can be held back there.
    if (this.#embedded) {
      const { rows } = await this.#pool.query<EventRow>({
        text: `SELECT ${EVENT_COLUMNS} FROM "${this.#schema}".events AS e
                WHERE (e.tx_id, e.seq) > ($1::text::xid8, $2::bigint)
                ORDER BY e.tx_id, e.seq
                LIMIT $3`,
        values,
      });
      return { events: rows.map(toRecordedEvent), heldBack: false };
    }
    const { rows } = await this.#pool.query<EventRow & { held_back: boolean }>({
      name: `es_read_batch_${this.#schema}`,
      text: readTailSql(this.#schema),
      values,
    });
    return {
      events: rows.filter((row) => row.id !== null).map(toRecordedEvent),
      heldBack: rows[0]?.held_back === true,
    };
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    if (this.#listen && !this.#listener) {
      this.#listener = new NotificationListener(this.#pool.options, notifyChannel(this.#schema), () =>
        this.#wake.notify(),
      );
      this.#listener.start();
    }
    return trackedPollSubscription(
      this.#subscriptions,
      {
        readBatch: (o) => this.#readBatch(o),
        wake: this.#wake,
        pollIntervalMs: this.#pollIntervalMs,
      },
      options,
    );
  }

  headPosition(): Promise<GlobalPosition> {
    return this.#lastPosition('WHERE e.tx_id < pg_snapshot_xmin(pg_current_snapshot())');
  }

  lastStoredPosition(): Promise<GlobalPosition> {
    return this.#lastPosition('');
  }

  async #lastPosition(where: string): Promise<GlobalPosition> {
    const { rows } = await this.#pool.query<{ tx_id: string; seq: string }>(
      `SELECT e.tx_id::text AS tx_id, e.seq::text AS seq FROM "${this.#schema}".events AS e ${where}
        ORDER BY e.tx_id DESC, e.seq DESC LIMIT 1`,
    );
    const row = rows[0];
    return row ? toPosition(row.tx_id, row.seq) : START;
  }

  async chainHead(): Promise<ChainHead> {
    const head = await readChainHead(this.#pool, this.#schema);
    if (!head) throw new Error('The event store has no chain head: run ensureSchema first');
    return head;
  }

  readChain(options: ReadChainOptions): Promise<ChainLink[]> {
    return readChainLinks(this.#pool, this.#schema, options);
  }

  chainSpan(from: Date, to: Date): Promise<{ first: bigint; last: bigint } | null> {
    return readChainSpan(this.#pool, this.#schema, from, to);
  }

  /** Stops this store's subscriptions and listener; the pool stays open (it belongs to the caller). */
  async close(): Promise<void> {
    await Promise.all([...this.#subscriptions].map((s) => s.stop()));
    await this.#listener?.close();
    this.#listener = null;
  }

  async #currentRevision(streamId: string): Promise<bigint | 'no_stream'> {
    const { rows } = await this.#pool.query<{ revision: string }>(
      `SELECT revision::text AS revision FROM "${this.#schema}".streams WHERE stream_id = $1`,
      [streamId],
    );
    const row = rows[0];
    return row ? toBigInt(row.revision) : 'no_stream';
  }

  /** The result of an earlier append of exactly these events to these streams, if there was one. */
  async #findEarlierAppend(appends: readonly StreamAppend[]): Promise<MultiStreamAppendResult | null> {
    const wanted = appends.flatMap((a) =>
      a.events.map((e) => ({ id: e.id.toLowerCase(), streamId: a.streamId })),
    );
    const { rows } = await this.#pool.query<{
      id: string;
      stream_id: string;
      revision: string;
      tx_id: string;
      seq: string;
    }>(
      `SELECT e.id, e.stream_id, e.revision::text AS revision, e.tx_id::text AS tx_id, e.seq::text AS seq
         FROM "${this.#schema}".events AS e WHERE e.id = ANY($1::uuid[]) ORDER BY e.seq`,
      [wanted.map((e) => e.id)],
    );
    const same =
      rows.length === wanted.length &&
      rows.every((row, i) => row.stream_id === wanted[i]?.streamId && row.id === wanted[i]?.id);
    if (!same) return null;
    const streams = appends.map((a) => {
      const last = rows.findLast((row) => row.stream_id === a.streamId)!;
      return { nextExpectedRevision: toBigInt(last.revision), position: toPosition(last.tx_id, last.seq) };
    });
    return { streams, position: streams.at(-1)!.position };
  }
}

/**
 * Appends wake the subscriptions of every store on the same pool and schema at once (in embedded
 * mode the command side and the projections are separate store instances in one process).
 */
const localWakeSignals = new WeakMap<pg.Pool, Map<string, WakeSignal>>();

function localWakeSignal(pool: pg.Pool, schema: string): WakeSignal {
  let bySchema = localWakeSignals.get(pool);
  if (!bySchema) {
    bySchema = new Map();
    localWakeSignals.set(pool, bySchema);
  }
  let signal = bySchema.get(schema);
  if (!signal) {
    signal = new WakeSignal();
    bySchema.set(schema, signal);
  }
  return signal;
}
