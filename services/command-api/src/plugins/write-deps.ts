import type { StreamPlan } from '@lavadero/domain/shared/stream-plan';
import type { EventStore, RecordedEvent } from '@lavadero/event-store/event-store';
import type { ReadModelDb } from '@lavadero/read-models/database';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock, IdGenerator } from './clock-and-ids';
import {
  type Actor,
  type Dispatch,
  type DispatchOptions,
  type DispatchToStreams,
  dispatchers,
  type ReadModelProgress,
} from './commands';

/**
 * What a route or write helper needs, and nothing of Fastify: the command dispatch, the event store
 * and read models it may consult, the clock, the id generator and a logger. The one way to the
 * write path, decorated once on the app as `deps`.
 */
export interface WriteDeps {
  readonly dispatch: Dispatch;
  readonly dispatchToStreams: DispatchToStreams;
  readonly store: EventStore;
  readonly readDb: ReadModelDb;
  /** How far the read models are; for a write that waits longer than `dispatch` does (an import). */
  readonly readModels: ReadModelProgress;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** For failures that must not reach the caller (e.g. giving back a claim after an error). */
  readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/**
 * Runs a use case's stream plan (libs/domain): its streams read in one round trip (`alreadyRead`:
 * those the route read to build the plan), decided, and appended in one atomic append.
 */
export const dispatchPlan = (
  deps: Pick<WriteDeps, 'dispatchToStreams'>,
  actor: Actor,
  plan: StreamPlan,
  alreadyRead?: ReadonlyMap<string, readonly RecordedEvent[]>,
) =>
  deps.dispatchToStreams(actor, plan.streamIds, plan.decide, {
    expectNew: plan.expectNew,
    lastEventOnly: plan.lastEventOnly,
    lastOfEachType: plan.lastOfEachType,
    queueKey: plan.queueKey,
    alreadyRead,
  });

/** The current time as the ISO text commands carry. */
export const nowIso = (deps: Pick<WriteDeps, 'clock'>) => deps.clock.now().toISOString();

declare module 'fastify' {
  interface FastifyInstance {
    deps: WriteDeps;
  }
}

export interface WriteDepsOptions extends DispatchOptions {
  readonly readDb: ReadModelDb;
  readonly ids: IdGenerator;
}

export default fp(
  async function writeDeps(app: FastifyInstance, opts: WriteDepsOptions) {
    const deps: WriteDeps = {
      ...dispatchers(app, opts),
      store: opts.store,
      readDb: opts.readDb,
      readModels: opts.readModels,
      clock: opts.clock,
      ids: opts.ids,
      log: app.log,
    };
    app.decorate('deps', deps);
  },
  { name: 'write-deps' },
);
