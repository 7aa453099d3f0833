import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { lastOfEachType } from '@lavadero/domain/shared/last-of-each-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { event, expectStrictlyIncreasing, readWhenVisible } from './contract-helpers';
import {
  comparePositions,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type GlobalPosition,
  type RecordedEvent,
  START,
  WrongExpectedRevisionError,
} from './event-store';

export interface EventStoreFixture {
  readonly store: EventStore;
  dispose(): Promise<void>;
  /**
   * Optional, for stores with interactive transactions (PostgreSQL): appends in a transaction that
   * takes its transaction id (then calls `onStarted`), waits `beforeMs`, appends, waits `afterMs`,
   * then commits. Concurrent writers then commit out of position order, which is how sequence gaps
   * arise.
   */
  appendInSlowTransaction?(
    streamId: string,
    events: readonly EventToAppend[],
    expectedRevision: ExpectedRevision,
    delays: { readonly beforeMs: number; readonly afterMs: number; readonly onStarted?: () => void },
  ): Promise<void>;
}

/**
 * The behaviour every EventStore adapter must have. Stream names are unique per run and global
 * reads start from the head taken before writing, so the suite also runs against a shared server.
 */
export function describeEventStoreContract(name: string, makeStore: () => Promise<EventStoreFixture>): void {
  describe(`EventStore contract: ${name}`, () => {
    let fixture: EventStoreFixture;
    let store: EventStore;
    let headWhenOpened: GlobalPosition;
    let emptyWhenOpened: boolean;
    const run = randomUUID().slice(0, 8);
    const prefix = `contract-${run}-`;
    const newStream = (label: string) => `${prefix}${label}-${randomUUID().slice(0, 8)}`;

    beforeAll(async () => {
      fixture = await makeStore();
      store = fixture.store;
      headWhenOpened = await store.headPosition();
      emptyWhenOpened = (await store.readAll({ maxCount: 1 })).length === 0;
    });

    afterAll(async () => {
      await fixture?.dispose();
    });

    it('appends and reads a stream back with data, metadata and revisions', async () => {
      const streamId = newStream('round-trip');
      const metadata: EventMetadata = {
        userId: 'u-1',
        correlationId: randomUUID(),
        occurredAt: '2025-03-01T12:00:00.000Z',
        origin: 'caja 2',
      };
      const first = [
        event(
          'SaleIssued',
          { total: 150_000, items: [{ name: 'Lavado completo ñandutí', qty: 1 }] },
          metadata,
        ),
        event('SalePaid', { method: 'efectivo', amount: 150_000 }, metadata),
      ];
      const second = [event('SaleVoided', { reason: 'error de carga' }, { userId: null })];

      const r1 = await store.append(streamId, first, { expectedRevision: 'no_stream' });
      const r2 = await store.append(streamId, second, { expectedRevision: 1n });
      expect(r1.nextExpectedRevision).toBe(1n);
      expect(r2.nextExpectedRevision).toBe(2n);
      expect(comparePositions(r2.position, r1.position)).toBeGreaterThan(0);

      const read = await store.readStream(streamId);
      const written = [...first, ...second];
      expect(read.map((e) => e.revision)).toEqual([0n, 1n, 2n]);
      read.forEach((recorded, i) => {
        const sent = written[i]!;
        expect(recorded).toMatchObject({ id: sent.id, streamId, type: sent.type, data: sent.data });
        expect(recorded.metadata).toEqual(sent.metadata);
        expect(recorded.recordedAt).toBeInstanceOf(Date);
      });
      expect(read[1]!.position).toEqual(r1.position);
      expect(read[2]!.position).toEqual(r2.position);
      expectStrictlyIncreasing(read.map((e) => e.position));

      expect((await store.readStream(streamId, { fromRevision: 1n })).map((e) => e.revision)).toEqual([
        1n,
        2n,
      ]);
      expect(await store.readStream(newStream('missing'))).toEqual([]);
    });

    it('keeps every document exactly, alone and in appends made together', async () => {
      // What an array literal or a JSON array in transit could bend: quotes, backslashes, braces,
      // commas, the word NULL, control characters, letters beyond ASCII, arrays and null as data.
      const documents: unknown[] = [
        { text: 'comillas " y \\ barra, {llaves}, [corchetes], NULL', n: -0.5 },
        { líneas: 'uno\ndos\tfin', emoji: '🚗 lavado ñ', vacío: '' },
        ['a', { b: null }, 3],
        null,
        'NULL',
        { nested: { deeper: { deepest: [1, 2, { x: '"{}"' }] } } },
      ];
      const events = documents.map((data, i) =>
        event(`Doc${i}`, data, { userId: `u-"${i}"`, correlationId: randomUUID(), note: 'a\\b' }),
      );
      const alone = newStream('documents');
      await store.append(alone, events, { expectedRevision: 'no_stream' });
      const together = events.map((e, i) => ({
        stream: newStream(`documents-${i}`),
        event: { ...e, id: randomUUID() },
      }));
      await Promise.all(
        together.map((t) => store.append(t.stream, [t.event], { expectedRevision: 'no_stream' })),
      );

      const read = await store.readStream(alone);
      expect(read.map((e) => [e.type, e.data, e.metadata])).toEqual(
        events.map((e) => [e.type, e.data, e.metadata]),
      );
      for (const t of together) {
        const [stored] = await store.readStream(t.stream);
        expect([stored?.data, stored?.metadata]).toEqual([t.event.data, t.event.metadata]);
      }
    });

    it('enforces the expected revision and stores nothing of a refused append', async () => {
      const streamId = newStream('expected');
      await expectWrongRevision(append(streamId, 0n), 'no_stream');
      await expectWrongRevision(append(streamId, 'stream_exists'), 'no_stream');
      await append(streamId, 'no_stream'); // revision 0
      await expectWrongRevision(append(streamId, 'no_stream'), 0n);
      await expectWrongRevision(append(streamId, 5n), 0n);
      await append(streamId, 0n); // 1
      await append(streamId, 'any'); // 2
      await append(streamId, 'stream_exists'); // 3
      const fresh = newStream('any-new');
      expect((await append(fresh, 'any')).nextExpectedRevision).toBe(0n);

      const read = await store.readStream(streamId);
      expect(read.map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n]);
      expect(read.map((e) => e.type)).toEqual(['Ok', 'Ok', 'Ok', 'Ok']);
    });

    it('lets exactly one of concurrent appends with the same expected revision win', async () => {
      const existing = newStream('race');
      await store.append(existing, [event('Seeded', {})], { expectedRevision: 'no_stream' });
      await expectOneWinner(existing, 0n, [0n, 2n]);
      await expectOneWinner(newStream('race-new'), 'no_stream', [0n, 1n]);
    });

    it('refuses only the one append with a wrong expected revision among concurrent appends', async () => {
      // Stores that write concurrent appends together (PostgreSQL's group commit) must still
      // answer each on its own: the refused one as if alone, the others stored.
      const streams = Array.from({ length: 8 }, (_, i) => newStream(`together-${i}`));
      const refused = streams[5]!;
      await store.append(refused, [event('Seeded', {})], { expectedRevision: 'no_stream' });
      const retried = [event('Retried', {})];
      const attempts = streams.map((s) =>
        store.append(s, [event('Ok', {})], { expectedRevision: 'no_stream' }),
      );
      // A retry (same event ids) racing its original gets the same result, storing nothing twice.
      const retriedStream = newStream('together-retried');
      // ('any': what refuses the retry is its event ids, not its revision.)
      const original = store.append(retriedStream, retried, { expectedRevision: 'any' });
      const retry = store.append(retriedStream, retried, { expectedRevision: 'any' });

      await expectWrongRevision(attempts[5]!, 0n);
      const stored = await Promise.all(attempts.filter((_, i) => i !== 5));
      expect(stored.map((r) => r.nextExpectedRevision)).toEqual(stored.map(() => 0n));
      expect(await retry).toEqual(await original);
      const read = await store.readStreams([...streams, retriedStream]);
      expect(streams.map((s) => read.get(s)?.map((e) => e.type))).toEqual(
        streams.map((s) => (s === refused ? ['Seeded'] : ['Ok'])),
      );
      expect(read.get(retriedStream)?.map((e) => e.id)).toEqual(retried.map((e) => e.id));
    });

    it('treats a retry with the same event ids as the same append', async () => {
      const streamId = newStream('retry');
      const events = [event('A', { n: 1 }), event('B', { n: 2 })];
      const first = await store.append(streamId, events, { expectedRevision: 'no_stream' });
      const again = await store.append(streamId, events, { expectedRevision: 'no_stream' });
      const againAny = await store.append(streamId, events, { expectedRevision: 'any' });
      expect(again.nextExpectedRevision).toBe(first.nextExpectedRevision);
      expect(againAny.nextExpectedRevision).toBe(first.nextExpectedRevision);
      expect((await store.readStream(streamId)).map((e) => e.id)).toEqual(events.map((e) => e.id));
    });

    it('reads only the last event of each type of a long stream asked for so', async () => {
      // A product's life: created, edited now and then, one stock movement per sale.
      const product = newStream('product');
      const written: EventToAppend[] = [];
      let revision: ExpectedRevision = 'no_stream';
      for (let batch = 0; batch < 20; batch++) {
        const events = Array.from({ length: 500 }, (_, i) => {
          const n = batch * 500 + i;
          return event(n === 0 ? 'Created' : n % 997 === 0 ? 'Updated' : 'Adjusted', { n });
        });
        revision = (await store.append(product, events, { expectedRevision: revision })).nextExpectedRevision;
        written.push(...events);
      }
      const last = event('Updated', { n: 10_000 });
      await store.append(product, [last], { expectedRevision: revision });
      written.push(last);
      const series = newStream('series');
      await store.append(series, [event('Numbered', {}), event('Renamed', {}), event('Numbered', {})], {
        expectedRevision: 'no_stream',
      });
      const missing = newStream('missing');

      const read = await store.readStreams([product, series, missing], {
        lastEventOnly: [series], // both: the last event alone
        lastOfEachType: [product, series, missing],
      });
      const expected = lastOfEachType(written);
      expect(expected.map((e) => e.type)).toEqual(['Created', 'Adjusted', 'Updated']);
      expect(read.get(product)!.map((e) => [e.id, e.type, e.data])).toEqual(
        expected.map((e) => [e.id, e.type, e.data]),
      );
      expect(read.get(product)!.map((e) => e.revision)).toEqual(
        expected.map((e) => BigInt(written.indexOf(e))),
      );
      expect(read.get(product)!.at(-1)!.revision).toBe(10_000n); // the stream's true revision
      expect(read.get(series)!.map((e) => [e.type, e.revision])).toEqual([['Numbered', 2n]]);
      expect(read.get(missing)).toEqual([]);
    });

    it('reads the global order from a checkpoint with no duplicates and no gaps', async () => {
      const before = await store.headPosition();
      const streams = Array.from({ length: 5 }, (_, i) => newStream(`global-${i}`));
      const revisions = new Map<string, bigint>();
      const appendedIds: string[] = [];
      for (let i = 0; i < 40; i++) {
        const streamId = streams[i % streams.length]!;
        const batch = Array.from({ length: 1 + (i % 4) }, (_, k) => event('Counted', { i, k }));
        const current = revisions.get(streamId);
        const result = await store.append(streamId, batch, { expectedRevision: current ?? 'no_stream' });
        revisions.set(streamId, result.nextExpectedRevision);
        appendedIds.push(...batch.map((e) => e.id));
      }

      const mine = (e: RecordedEvent) => streams.includes(e.streamId);
      const all = await readWhenVisible(store, before, mine, appendedIds.length);
      expect(all.map((e) => e.id)).toEqual(appendedIds);
      const longStream = await store.readStream(streams[0]!); // past revision 10: numeric, not text, order
      expect(longStream.map((e) => e.revision)).toEqual(longStream.map((_, i) => BigInt(i)));
      expect(longStream.length).toBeGreaterThan(10);

      const paged: RecordedEvent[] = [];
      let checkpoint = before;
      for (let page = await store.readAll({ after: checkpoint, maxCount: 7 }); page.length > 0; ) {
        expect(page.length).toBeLessThanOrEqual(7);
        paged.push(...page);
        checkpoint = page.at(-1)!.position;
        page = await store.readAll({ after: checkpoint, maxCount: 7 });
      }
      expectStrictlyIncreasing(paged.map((e) => e.position));
      expect(paged.filter(mine).map((e) => e.id)).toEqual(appendedIds);
    });

    it('reports the head position', async () => {
      if (emptyWhenOpened) expect(headWhenOpened).toEqual(START);
      const before = await store.headPosition();
      const result = await store.append(newStream('head'), [event('Headed', {})], {
        expectedRevision: 'no_stream',
      });
      // The head is read below the oldest transaction running anywhere (another test's, say).
      let head = await store.headPosition();
      for (let i = 0; i < 500 && comparePositions(head, result.position) < 0; i++) {
        await sleep(20);
        head = await store.headPosition();
      }
      expect(comparePositions(head, before)).toBeGreaterThan(0);
      expect(head).toEqual(result.position);
      expect((await store.readAll({ after: before })).at(-1)?.position).toEqual(head);
    });

    it('ends the stored events at the last append at once, even while an older transaction holds readers back', async () => {
      // Where the adapter can run one (PostgreSQL), an older transaction is still open meanwhile.
      let started = () => {};
      const olderTransaction = new Promise<void>((resolve) => {
        started = resolve;
      });
      const slow = fixture.appendInSlowTransaction?.(newStream('slow'), [event('Slow', {})], 'no_stream', {
        beforeMs: 1_500,
        afterMs: 0,
        onStarted: started,
      });
      if (slow) await olderTransaction;
      const quick = await store.append(newStream('quick'), [event('Quick', {})], {
        expectedRevision: 'no_stream',
      });
      expect(await store.lastStoredPosition()).toEqual(quick.position);
      if (!slow) return;
      // Readers are held back below the older transaction; what was stored is not.
      expect(comparePositions(await store.headPosition(), quick.position)).toBeLessThan(0);
      await slow;
      // Its event sorts before the quick one (older transaction): the stored events still end there.
      expect(await store.lastStoredPosition()).toEqual(quick.position);
    });

    function append(streamId: string, expectedRevision: ExpectedRevision) {
      return store.append(streamId, [event('Ok', {})], { expectedRevision });
    }

    async function expectWrongRevision(attempt: Promise<unknown>, actual: bigint | 'no_stream') {
      const error = await attempt.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect((error as WrongExpectedRevisionError).actual).toBe(actual);
    }

    async function expectOneWinner(streamId: string, expected: ExpectedRevision, finalRevisions: bigint[]) {
      const before = await store.readStream(streamId);
      const contenders = Array.from({ length: 6 }, (_, i) => [
        event('Contender', { i }),
        event('Contender', { i }),
      ]);
      const results = await Promise.allSettled(
        contenders.map((events) => store.append(streamId, events, { expectedRevision: expected })),
      );
      const winners = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
      expect(winners).toHaveLength(1);
      for (const r of results) {
        if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(WrongExpectedRevisionError);
      }
      const after = await store.readStream(streamId);
      const winnerIds = contenders[winners[0]!]!.map((e) => e.id);
      expect(after.map((e) => e.id)).toEqual([...before.map((e) => e.id), ...winnerIds]);
      expect([after.at(0)?.revision, after.at(-1)?.revision]).toEqual(finalRevisions);
    }
  });
}
