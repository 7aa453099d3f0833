import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { event, expectStreamsInRevisionOrder, expectStrictlyIncreasing, waitFor } from './contract-helpers';
import type { EventStore, RecordedEvent } from './event-store';
import type { EventStoreFixture } from './event-store.contract';
import { MAX_YIELD_MS } from './poll-subscription';

/**
 * How every EventStore adapter's subscriptions behave: from a position, through a failing handler,
 * spaced reads, and a tail that sees every committed event once and in order under concurrent writers.
 */
export function describeSubscriptionContract(
  name: string,
  makeStore: () => Promise<EventStoreFixture>,
): void {
  describe(`EventStore subscriptions: ${name}`, () => {
    let fixture: EventStoreFixture;
    let store: EventStore;
    const prefix = `subscription-${randomUUID().slice(0, 8)}-`;
    const newStream = (label: string) => `${prefix}${label}-${randomUUID().slice(0, 8)}`;
    const ours = (events: readonly RecordedEvent[]) => events.filter((e) => e.streamId.startsWith(prefix));

    beforeAll(async () => {
      fixture = await makeStore();
      store = fixture.store;
    });

    afterAll(async () => {
      await fixture?.dispose();
    });

    it('subscribes from a position, retries a failing handler and stops delivering once stopped', async () => {
      const streamId = newStream('subscribe');
      const first = await store.append(streamId, [event('One', {})], { expectedRevision: 'no_stream' });
      await store.append(streamId, [event('Two', {}), event('Three', {})], { expectedRevision: 0n });

      const seen: string[] = [];
      const errors: unknown[] = [];
      let failOnce = true;
      const subscription = store.subscribeToAll({
        after: first.position,
        onEvent: async (e) => {
          if (!e.streamId.startsWith(prefix)) return;
          if (e.type === 'Three' && failOnce) {
            failOnce = false;
            throw new Error('projection hiccup');
          }
          seen.push(e.type);
        },
        onError: (error) => errors.push(error),
      });
      await waitFor(() => seen.length >= 2);
      expect(seen).toEqual(['Two', 'Three']);
      expect(errors).toHaveLength(1);

      await subscription.stop();
      await store.append(streamId, [event('Four', {})], { expectedRevision: 2n });
      await sleep(400);
      expect(seen).toEqual(['Two', 'Three']);
    });

    it('reads at most every readEveryMs once caught up, so appends made meanwhile arrive in one batch', async () => {
      const streamId = newStream('spaced');
      const batches: string[][] = [];
      const subscription = store.subscribeToAll({
        after: await store.headPosition(),
        readEveryMs: 500,
        onEvent: async () => {},
        onBatch: async (batch) => {
          const mine = batch.filter((e) => e.streamId === streamId).map((e) => e.type);
          if (mine.length > 0) batches.push(mine);
        },
      });
      await store.append(streamId, [event('First', {})], { expectedRevision: 'no_stream' });
      await waitFor(() => batches.length === 1);
      for (let i = 0n; i < 4n; i++) {
        await store.append(streamId, [event(`Next${i}`, {})], { expectedRevision: i });
      }
      await waitFor(() => batches.flat().length === 5);
      await subscription.stop();
      expect(batches).toEqual([['First'], ['Next0', 'Next1', 'Next2', 'Next3']]);
    });

    it('after a batch, leaves busy writers (1/busyShare − 1) times as long as it took, at most MAX_YIELD_MS, and reads at once when none is busy', async () => {
      const streamId = newStream('shared');
      const batches: { types: string[]; startedAt: number; endedAt: number }[] = [];
      let handleMs = 40;
      let writersBusy = true;
      const subscription = store.subscribeToAll({
        after: await store.headPosition(),
        busyShare: 1 / 3,
        writersBusy: () => writersBusy,
        onEvent: async () => {},
        onBatch: async (batch) => {
          const types = batch.filter((e) => e.streamId === streamId).map((e) => e.type);
          if (types.length === 0) return;
          const startedAt = performance.now();
          await sleep(handleMs);
          batches.push({ types, startedAt, endedAt: performance.now() });
        },
      });
      // Each event is appended as soon as the batch before it is handled: without the yield, it
      // would be read at once.
      const gapAfter = async (revision: bigint | 'no_stream', type: string) => {
        const before = batches.length;
        await store.append(streamId, [event(type, {})], { expectedRevision: revision });
        await waitFor(() => batches.length === before + 1);
        return batches[before]!.startedAt - batches[before - 1]!.endedAt;
      };
      await store.append(streamId, [event('First', {})], { expectedRevision: 'no_stream' });
      await waitFor(() => batches.length === 1);
      const afterShort = await gapAfter(0n, 'AfterShort'); // 40 ms handled: 80 ms left to the writers
      handleMs = 400;
      await gapAfter(1n, 'Long');
      const afterLong = await gapAfter(2n, 'AfterLong'); // 400 ms handled: 800 ms, capped at 100
      writersBusy = false; // every write in flight has appended: nobody to wait for
      const alone = await gapAfter(3n, 'Alone');
      await subscription.stop();
      expect(afterShort).toBeGreaterThanOrEqual(70);
      expect(afterLong).toBeGreaterThanOrEqual(MAX_YIELD_MS - 10);
      expect(afterLong).toBeLessThan(600);
      expect(alone).toBeLessThan(MAX_YIELD_MS - 10);
    });

    it('delivers every committed event exactly once and in order to a tailing subscriber under concurrent writers', async () => {
      const writers = 8;
      const appendsPerWriter = 40;
      const before = await store.headPosition();
      const perEvent = collect();
      const perBatch = collect();
      const subscriptions = [
        store.subscribeToAll({ after: before, onEvent: async (e) => perEvent.add([e]) }),
        store.subscribeToAll({
          after: before,
          onEvent: async () => {},
          onBatch: async (b) => perBatch.add(b),
        }),
      ];

      const written = new Set<string>();
      const slow = fixture.appendInSlowTransaction?.bind(fixture);
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          const revisions = new Map<string, bigint>();
          for (let i = 0; i < appendsPerWriter; i++) {
            const streamId = `${prefix}tail-w${w}-${i % 3}`;
            const expected = revisions.get(streamId) ?? 'no_stream';
            const batch = [event('Tick', { w, i })];
            // Writers 0-1 hold their transaction after appending (position taken, commit late);
            // writers 2-3 take their transaction id first and append late. Both reorder commits.
            if (slow && w < 4 && i % 4 === 0) {
              const hold = 10 + ((w * 7 + i) % 25);
              await slow(
                streamId,
                batch,
                expected,
                w < 2 ? { beforeMs: 0, afterMs: hold } : { beforeMs: hold, afterMs: 0 },
              );
              revisions.set(streamId, (typeof expected === 'bigint' ? expected : -1n) + 1n);
            } else {
              const result = await store.append(streamId, batch, { expectedRevision: expected });
              revisions.set(streamId, result.nextExpectedRevision);
            }
            written.add(batch[0]!.id);
          }
        }),
      );

      const total = writers * appendsPerWriter;
      await waitFor(() => perEvent.ids.size >= total && perBatch.ids.size >= total);
      await sleep(300); // room for a duplicate to show up
      await Promise.all(subscriptions.map((s) => s.stop()));

      for (const [label, seen] of [
        ['onEvent', perEvent],
        ['onBatch', perBatch],
      ] as const) {
        const missing = [...written].filter((id) => !seen.ids.has(id));
        expect(missing.length, `${label}: committed events never delivered (skipped)`).toBe(0);
        expect(seen.events.length, `${label}: deliveries (more means duplicates)`).toBe(total);
        expectStrictlyIncreasing(seen.events.map((e) => e.position));
        expectStreamsInRevisionOrder(seen.events);
      }
      if (slow) {
        // The slow transactions really did commit out of sequence order, so the test proved something.
        const prepares = perEvent.events.map((e) => e.position.prepare);
        expect(prepares.some((p, i) => i > 0 && p < prepares[i - 1]!)).toBe(true);
      }

      function collect() {
        const events: RecordedEvent[] = [];
        const ids = new Set<string>();
        return {
          events,
          ids,
          add: (batch: readonly RecordedEvent[]) => {
            for (const e of ours(batch)) {
              if (!e.streamId.includes('tail-')) continue;
              events.push(e);
              ids.add(e.id);
            }
          },
        };
      }
    });
  });
}
