import type { Decider, Message } from '@lavadero/domain/shared/decider';
import { ConcurrencyError, DomainError } from '@lavadero/domain/shared/errors';
import {
  type EventStore,
  type GlobalPosition,
  type RecordedEvent,
  WrongExpectedRevisionError,
} from '@lavadero/event-store/event-store';
import {
  type CommandOptions,
  type CommandOutcome,
  handleCommand,
  handleMultiStreamCommand,
  type MultiStreamDecide,
  type MultiStreamOutcome,
} from '@lavadero/event-store/handle-command';
import { type BatchedCommand, handleCommandBatch } from '@lavadero/event-store/handle-command-batch';
import type { WaitOptions } from '@lavadero/read-models/checkpoints/checkpoint-tracker';
import type { ReadModelChanges } from '@lavadero/read-models/checkpoints/read-model-changes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from './clock-and-ids';
import { LastEventCache, type ShortStreams } from './last-event-cache';
import { StoredNotYetReadable } from './stored-not-yet-readable';
import { TurnQueue } from './turn-queue';

/**
 * Resolves true once the read models that read the given event types include `position` (all of
 * them when no types are given); false on timeout. A read model whose progress is unknown is behind.
 */
export interface ReadModelProgress {
  waitFor(position: GlobalPosition, options?: WaitOptions): Promise<boolean>;
  /** Which read models each commit changed: lets the API keep open sessions in memory. */
  readonly changes?: ReadModelChanges;
  /**
   * A write request starts; the returned function says it has appended (and now waits for the read
   * models) or ended. The embedded runner, on the writers' own session, leaves the session to such
   * writes after a batch and reads as soon as none is left (ProjectionRunner.writing).
   */
  writing?(): () => void;
}

/** Who is acting: recorded in every event's metadata. */
export interface Actor {
  readonly userId: string | null;
  readonly correlationId: string;
}

export const actorOf = (request: FastifyRequest): Actor => ({
  userId: request.currentUser?.id ?? null,
  correlationId: request.id,
});

export type Dispatch = <State, Command extends Message, Event extends Message>(
  actor: Actor,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command | ((state: State) => Promise<Command>),
  /**
   * `expectNew`: the stream is a new record's; `lastOfEachType`: the decider's state is the stream's
   * last event of each type, so only those are read (see CommandOptions).
   */
  options?: { readonly expectNew?: boolean; readonly lastOfEachType?: boolean },
) => Promise<CommandOutcome<State, Event>>;

/**
 * A command over several streams (a claim and its entity; a sale, its stock and the invoice
 * series): the streams are loaded in one round trip and appended in one atomic append.
 */
export type DispatchToStreams = (
  actor: Actor,
  streamIds: readonly string[],
  decide: MultiStreamDecide,
  options?: {
    /**
     * Commands with the same key take turns in this process (a hot stream such as an invoice
     * series): those that wait for a turn are decided one after another and stored together in one
     * atomic append (`handleCommandBatch`), so their decisions must read only the events' types and
     * data. The wait for the read models is not queued.
     */
    readonly queueKey?: string;
  } & CommandOptions,
) => Promise<MultiStreamOutcome>;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A command waiting for its queue's turn: as a batch takes it, and as it runs on its own. */
interface QueuedCommand {
  readonly command: BatchedCommand;
  readonly short: ShortStreams;
  readonly alone: () => Promise<MultiStreamOutcome>;
}

export interface DispatchOptions {
  readonly store: EventStore;
  readonly readModels: ReadModelProgress;
  /** Stamps every event's metadata with the time of the command. */
  readonly clock: Clock;
  /** How long a write waits for its read models before answering 202. Default 2 s. */
  readonly readYourWritesMs?: number;
}

/**
 * The two ways to run a command, bound to the app's store and read models. They add the hooks
 * that turn a reply into a 202 when the read models lag, so they are made once, by `write-deps`.
 */
export function dispatchers(
  app: FastifyInstance,
  opts: DispatchOptions,
): { dispatch: Dispatch; dispatchToStreams: DispatchToStreams } {
  const waitMs = opts.readYourWritesMs ?? 2_000;

  // Requests in flight, with the streams they wrote whose read models did not catch up in time.
  const lagging = new Map<string, string[]>();
  // Write requests not yet waiting for their read models, as the read models are told (`writing`).
  const writing = new Map<string, () => void>();
  const doneWriting = (requestId: string) => {
    writing.get(requestId)?.();
    writing.delete(requestId);
  };
  app.addHook('onRequest', async (request) => {
    lagging.set(request.id, []);
    const done = READS.has(request.method) ? undefined : opts.readModels.writing?.();
    if (done) writing.set(request.id, done);
  });
  app.addHook('onResponse', async (request) => {
    lagging.delete(request.id);
    doneWriting(request.id);
  });
  // A stored write is never reported as failed: when its read models are behind, the reply the
  // route built from them (a 404 for a record not projected yet, or stale data) becomes a 202
  // with the record's id and where to read it. The rest of the request ran as usual, so a helper
  // that writes several streams in turn still completes every step.
  app.addHook('onSend', async (request, reply, payload) => {
    const streamIds = lagging.get(request.id);
    if (!streamIds?.length || !(reply.statusCode < 300 || reply.statusCode === 404)) return payload;
    const body = new StoredNotYetReadable(streamIds).body(
      request.method,
      request.url,
      request.routeOptions.config.createdUnder,
    );
    reply
      .status(202)
      .header('location', body.location)
      .header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify(body);
  });

  // Read-your-writes: the screen refetches right after this reply and must see the change. Only
  // the read models that read what was appended are waited for: a claim no projection reads
  // waits for nothing.
  const awaitReadModels = async (
    actor: Actor,
    position: GlobalPosition | null,
    appended: readonly { readonly streamId: string; readonly events: readonly Message[] }[],
  ) => {
    doneWriting(actor.correlationId);
    if (!position) return;
    const eventTypes = [...new Set(appended.flatMap((a) => a.events.map((e) => e.type)))];
    if (await opts.readModels.waitFor(position, { eventTypes, timeoutMs: waitMs })) return;
    const streamIds = appended.map((a) => a.streamId);
    app.log.warn({ streamIds, correlationId: actor.correlationId }, 'stored; read models behind');
    lagging.get(actor.correlationId)?.push(...streamIds);
  };

  const metadataOf = (actor: Actor) => ({
    userId: actor.userId,
    correlationId: actor.correlationId,
    occurredAt: opts.clock.now().toISOString(),
  });

  const dispatch: Dispatch = async (actor, streamId, decider, command, options) => {
    const outcome = await handleCommand(opts.store, streamId, decider, command, metadataOf(actor), options);
    await awaitReadModels(actor, outcome.position, [{ streamId, events: outcome.events }]);
    return outcome;
  };

  const lastEvents = new LastEventCache();
  // A turn of a queue: the commands waiting are stored together when more than one waits and the
  // batch takes them; otherwise the first runs on its own (the cache and retries of `queued`).
  const queue = new TurnQueue<QueuedCommand, MultiStreamOutcome>(async (waiting) => {
    if (waiting.length > 1) {
      const short: ShortStreams = {
        lastEventOnly: [...new Set(waiting.flatMap((w) => w.short.lastEventOnly))],
        lastOfEachType: [...new Set(waiting.flatMap((w) => w.short.lastOfEachType))],
      };
      const shortIds = [...short.lastEventOnly, ...short.lastOfEachType];
      try {
        const batch = await handleCommandBatch(
          opts.store,
          waiting.map((w) => w.command),
          lastEvents.histories(shortIds),
        );
        if (batch.outcomes.length > 0) {
          lastEvents.remember(short, batch.decidedOn, batch.appended, batch.lastEvents);
          return batch.outcomes.map((value) => ({ status: 'fulfilled', value }));
        }
      } catch (reason) {
        // A lost race stored nothing: the first goes on its own, reading afresh. Any other failure
        // (the database unreachable) is every waiting command's, as it would be each one's alone.
        if (!(reason instanceof WrongExpectedRevisionError))
          return waiting.map(() => ({ status: 'rejected', reason }));
        lastEvents.forget(shortIds);
      }
    }
    return Promise.allSettled([waiting[0]!.alone()]);
  });
  const dispatchToStreams: DispatchToStreams = async (actor, streamIds, decide, options) => {
    let decidedOn: ReadonlyMap<string, readonly RecordedEvent[]> = new Map();
    const noting: MultiStreamDecide = (histories) => {
      decidedOn = histories;
      return decide(histories);
    };
    const handle = (shortcuts: {
      cached?: ReadonlyMap<string, readonly RecordedEvent[]>;
      guessNew: boolean;
    }) =>
      handleMultiStreamCommand(opts.store, streamIds, noting, metadataOf(actor), {
        ...options,
        expectNew: shortcuts.guessNew ? options?.expectNew : [],
        alreadyRead: new Map([...(shortcuts.cached ?? []), ...(options?.alreadyRead ?? [])]),
      });
    const short: ShortStreams = {
      lastEventOnly: (options?.lastEventOnly ?? []).filter((id) => streamIds.includes(id)),
      lastOfEachType: (options?.lastOfEachType ?? []).filter((id) => streamIds.includes(id)),
    };
    const decided = async (cached: ReadonlyMap<string, readonly RecordedEvent[]> = new Map()) => {
      try {
        return await handle({ cached, guessNew: true });
      } catch (error) {
        const refusal = error instanceof DomainError && !(error instanceof ConcurrencyError);
        const guessed = cached.size > 0 || (options?.expectNew?.length ?? 0) > 0;
        if (!guessed || !refusal) throw error;
        // A refusal may come from a guess (a stream moved elsewhere since it was cached, or one
        // expected new that exists: the retry of a sale that took the last unit): decide again on
        // what is stored.
        lastEvents.forget([...cached.keys()]);
        return handle({ guessNew: false });
      }
    };
    // Queued commands take the streams the previous ones of the queue appended as they left them.
    const queued = async () => {
      const outcome = await decided(lastEvents.histories([...short.lastEventOnly, ...short.lastOfEachType]));
      lastEvents.remember(short, decidedOn, outcome.appended, outcome.lastEvents);
      return outcome;
    };
    const outcome = await (options?.queueKey
      ? queue.run(options.queueKey, {
          command: { streamIds, decide, metadata: metadataOf(actor), options },
          short,
          alone: queued,
        })
      : decided());
    await awaitReadModels(actor, outcome.position, outcome.appended);
    return outcome;
  };
  return { dispatch, dispatchToStreams };
}
