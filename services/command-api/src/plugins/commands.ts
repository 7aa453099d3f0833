import type { Decider, Message } from '@lavadero/domain/shared/decider';
import type { EventStore, GlobalPosition } from '@lavadero/event-store/event-store';
import { type CommandOutcome, handleCommand } from '@lavadero/event-store/handle-command';
import type { ReadModelDb } from '@lavadero/read-models/database';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from './write-deps';

/** Resolves once every read model includes `position`; false on timeout. */
export interface ReadModelProgress {
  waitFor(position: GlobalPosition, timeoutMs?: number): Promise<boolean>;
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
) => Promise<CommandOutcome<State, Event>>;

declare module 'fastify' {
  interface FastifyInstance {
    store: EventStore;
    readDb: ReadModelDb;
    /** Runs a command against a stream and returns only once the read models include its events. */
    dispatch: Dispatch;
  }
}

export default fp(
  async function commands(
    app: FastifyInstance,
    opts: { store: EventStore; readDb: ReadModelDb; readModels: ReadModelProgress; clock: Clock },
  ) {
    app.decorate('store', opts.store);
    app.decorate('readDb', opts.readDb);
    const dispatch: Dispatch = async (actor, streamId, decider, command) => {
      const outcome = await handleCommand(opts.store, streamId, decider, command, {
        userId: actor.userId,
        correlationId: actor.correlationId,
        occurredAt: opts.clock.now().toISOString(),
      });
      // Read-your-writes: the screen refetches right after this reply and must see the change.
      if (outcome.position && !(await opts.readModels.waitFor(outcome.position))) {
        app.log.warn(
          { streamId, correlationId: actor.correlationId },
          'read models did not catch up in time; replying anyway',
        );
      }
      return outcome;
    };
    app.decorate('dispatch', dispatch);
  },
  { name: 'commands' },
);
