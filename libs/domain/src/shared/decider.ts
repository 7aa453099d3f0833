/** Commands and events are plain `{ type, data }` records; metadata is added where they are stored. */
export interface Message<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/**
 * A pure aggregate: `decide` turns a command and the current state into new events (or throws a
 * DomainError); `evolve` folds an event into the state. No I/O, no clock, no random ids: those
 * arrive on the command.
 */
export interface Decider<State, Command extends Message, Event extends Message> {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  readonly decide: (command: Command, state: State) => readonly Event[];
}

/**
 * The one fold: a state from its events, in order. Events as stored carry more (metadata, revision);
 * only their type and data reach `evolve`, so a state never depends on where its events came from.
 */
export function foldEvents<State, Event extends Message>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: readonly Message[],
): State {
  return events.reduce<State>(
    (state, e) => decider.evolve(state, { type: e.type, data: e.data } as Event),
    decider.initialState(),
  );
}

/** Exhaustiveness check at the end of every switch over a union. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
