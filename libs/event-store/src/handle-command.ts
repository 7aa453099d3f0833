import { randomUUID } from 'node:crypto';
import type { Decider, Message } from '@lavadero/domain/shared/decider';
import { ConcurrencyError } from '@lavadero/domain/shared/errors';
import {
  type EventMetadata,
  type EventStore,
  type GlobalPosition,
  WrongExpectedRevisionError,
} from './event-store';

export interface CommandOutcome<State, Event> {
  readonly events: readonly Event[];
  readonly state: State;
  /** Where the last new event landed; null when the command produced no events. */
  readonly position: GlobalPosition | null;
}

/** How often a command is decided again on fresh state after losing a race for the same stream. */
const MAX_ATTEMPTS = 3;

/**
 * Loads the stream, decides, and appends with the revision it read. A concurrent writer makes the
 * append fail; deciding again is safe because deciders are pure, so the command is retried on the
 * fresh state a few times before the caller is told. `command` may be built from the loaded state
 * (e.g. a login checks the password against the stored hash first).
 */
export async function handleCommand<State, Command extends Message, Event extends Message>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command | ((state: State) => Promise<Command>),
  metadata: EventMetadata,
): Promise<CommandOutcome<State, Event>> {
  for (let attempt = 1; ; attempt++) {
    const recorded = await store.readStream(streamId);
    const history = recorded.map((e) => ({ type: e.type, data: e.data }) as Event);
    const state = history.reduce(decider.evolve, decider.initialState());
    const events = decider.decide(typeof command === 'function' ? await command(state) : command, state);
    if (events.length === 0) return { events, state, position: null };
    const last = recorded.at(-1);
    try {
      const result = await store.append(
        streamId,
        events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })),
        { expectedRevision: last ? last.revision : 'no_stream' },
      );
      return { events, state: events.reduce(decider.evolve, state), position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (attempt >= MAX_ATTEMPTS) {
        throw new ConcurrencyError(
          'CONCURRENT_MODIFICATION',
          'Otro usuario modificó este registro al mismo tiempo. Intente nuevamente.',
        );
      }
    }
  }
}
