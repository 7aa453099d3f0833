import { type Decider, foldEvents, type Message } from './decider';

/** Each stream a use case reads, by id, with its events in order (empty for a new stream). */
export type Histories = ReadonlyMap<string, readonly Message[]>;

/** The events a decision over several streams appends to one of them. */
export interface StreamDecision {
  readonly streamId: string;
  readonly events: readonly Message[];
}

/**
 * A use case over several streams, stated in the domain: the streams it reads and its decision
 * over them, all appended in ONE atomic append, each stream with the revision it was read at. The
 * route only gathers the facts, builds the command and dispatches the plan.
 */
export interface StreamPlan {
  readonly streamIds: readonly string[];
  /** Streams of a new record or a free value: decided on as empty without being read first. */
  readonly expectNew?: readonly string[];
  /** Streams whose state is their last event: only that event is read. */
  readonly lastEventOnly?: readonly string[];
  /**
   * Streams whose state is the last event of each type (`last-of-each-type.ts`): only those events
   * are read, a handful however long the stream has grown.
   */
  readonly lastOfEachType?: readonly string[];
  /** Plans with the same key are decided one at a time in a process (a hot stream). */
  readonly queueKey?: string;
  /** Pure, and may run again on fresh histories after a lost race. */
  readonly decide: (histories: Histories) => StreamDecision[];
}

/** One decider's part of a plan's decision: folds that stream's history and decides. */
export function decideStream<State, Command extends Message, Event extends Message>(
  decider: Decider<State, Command, Event>,
  streamId: string,
  histories: Histories,
  command: Command,
): StreamDecision {
  return { streamId, events: decider.decide(command, foldEvents(decider, histories.get(streamId) ?? [])) };
}
