import { randomInt, randomUUID } from 'node:crypto';
import type { EventStore } from '@lavadero/event-store/event-store';
import type { ReadModelDb } from '@lavadero/read-models/database';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Dispatch, DispatchToStreams } from './commands';

/** Where "now" comes from: the system clock in production, a fixed one in tests. */
export interface Clock {
  now(): Date;
}

/** Where new record ids come from: random uuids in production, fixed ones in tests. */
export interface IdGenerator {
  newId(): string;
  /**
   * An electronic document's security code (dCodSeg): 9 random digits, part of its CDC, so that
   * nobody can guess a CDC from the invoice number and look the buyer up.
   */
  securityCode(): string;
}

export const systemClock: Clock = { now: () => new Date() };
export const randomIds: IdGenerator = {
  newId: () => randomUUID(),
  securityCode: () => String(randomInt(1, 1_000_000_000)).padStart(9, '0'),
};

/**
 * What a write helper needs, and nothing of Fastify: the command dispatch, the event store and read
 * models it may consult, the clock, the id generator and a logger. Decorated once on the app as `deps`.
 */
export interface WriteDeps {
  readonly dispatch: Dispatch;
  readonly dispatchToStreams: DispatchToStreams;
  readonly store: EventStore;
  readonly readDb: ReadModelDb;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** For failures that must not reach the caller (e.g. giving back a claim after an error). */
  readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** The current time as the ISO text commands carry. */
export const nowIso = (deps: Pick<WriteDeps, 'clock'>) => deps.clock.now().toISOString();

declare module 'fastify' {
  interface FastifyInstance {
    deps: WriteDeps;
  }
}

export default fp(
  async function writeDeps(app: FastifyInstance, opts: { clock: Clock; ids: IdGenerator }) {
    const deps: WriteDeps = {
      dispatch: app.dispatch,
      dispatchToStreams: app.dispatchToStreams,
      store: app.store,
      readDb: app.readDb,
      clock: opts.clock,
      ids: opts.ids,
      log: app.log,
    };
    app.decorate('deps', deps);
  },
  { name: 'write-deps', dependencies: ['commands'] },
);
