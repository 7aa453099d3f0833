import type { Message } from './decider';

/**
 * What the event store returns for a stream read as "the last event of each type" (a plan's
 * `lastOfEachType`): of every type the stream holds, its last event, in stream order. A stream may
 * be read so only when folding these few events gives the state its whole history gives (a
 * product: its last creation, its last edit, its last stock movement), which the stream's own tests
 * check on random histories; the stream's last event is always among them, so its revision is the
 * stream's.
 */
export function lastOfEachType<Event extends Message>(events: readonly Event[]): Event[] {
  const lastIndex = new Map<string, number>();
  for (const [i, event] of events.entries()) lastIndex.set(event.type, i);
  return events.filter((event, i) => lastIndex.get(event.type) === i);
}
