import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import {
  comparePositions,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type GlobalPosition,
  type RecordedEvent,
} from './event-store';

/** What the EventStore contract suites share: events to append, waits, and order checks. */

/**
 * `readAll` after `after`, once `count` events that `wanted` picks are in it: the log is read only
 * below the oldest transaction still running in the whole cluster, another test's included, so an
 * event just appended may be held back for a moment.
 */
export async function readWhenVisible(
  store: EventStore,
  after: GlobalPosition,
  wanted: (event: RecordedEvent) => boolean,
  count: number,
  timeoutMs = 10_000,
): Promise<RecordedEvent[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await store.readAll({ after })).filter(wanted);
    if (found.length >= count || Date.now() > deadline) return found;
    await sleep(20);
  }
}

export function event(
  type: string,
  data: unknown,
  metadata: EventMetadata = { userId: 'tester' },
): EventToAppend {
  return { id: randomUUID(), type, data, metadata };
}

export function expectStrictlyIncreasing(positions: readonly GlobalPosition[]): void {
  const outOfOrder = positions.findIndex((p, i) => i > 0 && comparePositions(positions[i - 1]!, p) >= 0);
  expect(outOfOrder, 'index of the first position not after its predecessor').toBe(-1);
}

export function expectStreamsInRevisionOrder(events: readonly RecordedEvent[]): void {
  const last = new Map<string, bigint>();
  for (const e of events) {
    expect(e.revision).toBe((last.get(e.streamId) ?? -1n) + 1n);
    last.set(e.streamId, e.revision);
  }
}

/** Waits until `condition` holds or the time is up; the assertions after it say what is missing. */
export async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await sleep(20);
}

/**
 * That an append through `writer` wakes `reader`'s subscription at once: its poll interval is set
 * far beyond the wait, so only the store's own wake-up (NOTIFY, or the in-process signal) can
 * deliver the event in time.
 */
export async function expectAppendWakesSubscriber(writer: EventStore, reader: EventStore, streamId: string) {
  const received: RecordedEvent[] = [];
  reader.subscribeToAll({ onEvent: async (e) => void received.push(e) });
  await sleep(200); // the subscription's first read finds nothing and starts waiting
  await writer.append(streamId, [{ id: randomUUID(), type: 'Pinged', data: {}, metadata: {} }], {
    expectedRevision: 'no_stream',
  });
  for (let i = 0; i < 250 && received.length === 0; i++) await sleep(20);
  expect(received.map((e) => e.type)).toEqual(['Pinged']);
}
