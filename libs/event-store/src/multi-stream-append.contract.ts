import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWhenVisible } from './contract-helpers';
import {
  comparePositions,
  type EventStore,
  type EventToAppend,
  type StreamAppend,
  WrongExpectedRevisionError,
} from './event-store';
import type { EventStoreFixture } from './event-store.contract';

/**
 * The atomic multi-stream append and the one-round-trip read of several streams, for every adapter
 * whose server supports them (see `EventStore.appendToStreams`). What a sale needs: the sale, its
 * stock changes and the invoice series stored together or not at all.
 */
export function describeMultiStreamAppendContract(
  name: string,
  makeStore: () => Promise<EventStoreFixture>,
): void {
  describe(`EventStore multi-stream append contract: ${name}`, () => {
    let fixture: EventStoreFixture;
    let store: EventStore;
    const prefix = `multi-${randomUUID().slice(0, 8)}-`;
    const newStream = (label: string) => `${prefix}${label}-${randomUUID().slice(0, 8)}`;

    beforeAll(async () => {
      fixture = await makeStore();
      store = fixture.store;
    });
    afterAll(async () => {
      await fixture?.dispose();
    });

    it('reads only the last event of the streams asked for so, and every event of the others', async () => {
      const series = newStream('series');
      const sale = newStream('sale');
      await store.append(series, [event('NumberTaken'), event('NumberTaken')], {
        expectedRevision: 'no_stream',
      });
      const last = event('NumberTaken');
      await store.append(series, [last], { expectedRevision: 1n });
      await store.append(sale, [event('SaleIssued'), event('SalePaid')], { expectedRevision: 'no_stream' });
      const missing = newStream('missing');

      const read = await store.readStreams([sale, series, missing], { lastEventOnly: [series, missing] });
      expect([...read.keys()]).toEqual([sale, series, missing]);
      expect(read.get(series)!.map((e) => [e.id, e.revision])).toEqual([[last.id, 2n]]);
      expect(read.get(sale)!.map((e) => e.type)).toEqual(['SaleIssued', 'SalePaid']);
      expect(read.get(missing)).toEqual([]);
    });

    it('appends to several streams at once, in the given order, and reads them back in one call', async () => {
      const series = newStream('series');
      const stock = newStream('stock');
      const sale = newStream('sale');
      await store.append(series, [event('SeriesOpened')], { expectedRevision: 'no_stream' });
      const { position: before } = await store.append(stock, [event('ItemCreated'), event('StockAdjusted')], {
        expectedRevision: 'no_stream',
      });

      const appends: StreamAppend[] = [
        { streamId: sale, events: [event('SaleIssued'), event('SalePaid')], expectedRevision: 'no_stream' },
        { streamId: stock, events: [event('StockAdjusted')], expectedRevision: 1n },
        { streamId: series, events: [event('NumberTaken')], expectedRevision: 0n },
      ];
      const result = await store.appendToStreams(appends);

      expect(result.streams.map((s) => s.nextExpectedRevision)).toEqual([1n, 2n, 1n]);
      expect(result.position).toEqual(result.streams[2]!.position);
      const appendedIds = appends.flatMap((a) => a.events.map((e) => e.id));
      const global = await readWhenVisible(
        store,
        before,
        (e) => [sale, stock, series].includes(e.streamId),
        appendedIds.length,
      );
      expect(global.map((e) => e.id)).toEqual(appendedIds);
      expect(global.at(-1)?.position).toEqual(result.position);
      for (const s of result.streams) expect(comparePositions(s.position, before)).toBeGreaterThan(0);

      const missing = newStream('missing');
      const read = await store.readStreams([sale, stock, series, missing]);
      expect([...read.keys()]).toEqual([sale, stock, series, missing]);
      expect(read.get(sale)?.map((e) => e.type)).toEqual(['SaleIssued', 'SalePaid']);
      expect(read.get(stock)?.map((e) => e.revision)).toEqual([0n, 1n, 2n]);
      expect(read.get(series)?.map((e) => e.type)).toEqual(['SeriesOpened', 'NumberTaken']);
      expect(read.get(missing)).toEqual([]);
      expect(read.get(sale)?.[0]?.metadata).toEqual(appends[0]!.events[0]!.metadata);
    });

    it('stores nothing of any stream when one expected revision does not hold, and names that stream', async () => {
      const stock = newStream('stock');
      await store.append(stock, [event('ItemCreated')], { expectedRevision: 'no_stream' });
      const sale = newStream('sale');
      const error = await store
        .appendToStreams([
          { streamId: sale, events: [event('SaleIssued')], expectedRevision: 'no_stream' },
          { streamId: stock, events: [event('StockAdjusted')], expectedRevision: 5n },
        ])
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(error).toMatchObject({ streamId: stock, expected: 5n, actual: 0n });
      const read = await store.readStreams([sale, stock]);
      expect(read.get(sale)).toEqual([]);
      expect(read.get(stock)?.map((e) => e.type)).toEqual(['ItemCreated']);
    });

    it('lets exactly one of concurrent multi-stream appends on a shared stream win (the last unit)', async () => {
      const series = newStream('series');
      await store.append(series, [event('SeriesOpened')], { expectedRevision: 'no_stream' });
      const sales = Array.from({ length: 6 }, () => newStream('sale'));
      const results = await Promise.allSettled(
        sales.map((sale) =>
          store.appendToStreams([
            { streamId: sale, events: [event('SaleIssued')], expectedRevision: 'no_stream' },
            { streamId: series, events: [event('NumberTaken')], expectedRevision: 0n },
          ]),
        ),
      );
      const winners = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
      expect(winners).toHaveLength(1);
      for (const r of results) {
        if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(WrongExpectedRevisionError);
      }
      const read = await store.readStreams([series, ...sales]);
      expect(read.get(series)?.map((e) => e.type)).toEqual(['SeriesOpened', 'NumberTaken']);
      expect(sales.filter((s) => (read.get(s)?.length ?? 0) > 0)).toEqual([sales[winners[0]!]]);
    });

    it('treats a retry with the same event ids as the same append', async () => {
      const appends: StreamAppend[] = [
        { streamId: newStream('a'), events: [event('A')], expectedRevision: 'no_stream' },
        { streamId: newStream('b'), events: [event('B'), event('C')], expectedRevision: 'no_stream' },
      ];
      const first = await store.appendToStreams(appends);
      const again = await store.appendToStreams(appends);
      expect(again).toEqual(first);
      const read = await store.readStreams(appends.map((a) => a.streamId));
      expect([...read.values()].map((events) => events.length)).toEqual([1, 2]);
    });

    it('refuses a stream named twice, storing nothing', async () => {
      const twice = newStream('twice');
      await expect(
        store.appendToStreams([
          { streamId: twice, events: [event('A')], expectedRevision: 'no_stream' },
          { streamId: twice, events: [event('B')], expectedRevision: 'any' },
        ]),
      ).rejects.toThrow();
      expect(await store.readStream(twice)).toEqual([]);
    });
  });
}

function event(type: string): EventToAppend {
  return {
    id: randomUUID(),
    type,
    data: { type },
    metadata: { userId: 'tester', correlationId: randomUUID() },
  };
}
