import { randomUUID } from 'node:crypto';
import { createDatabasePool, type DatabasePool } from '@lavadero/database/database-pool';
import { IllegalStateError } from '@lavadero/domain/shared/errors';
import type { EventStore, RecordedEvent } from '@lavadero/event-store/event-store';
import type { MultiStreamDecide } from '@lavadero/event-store/handle-command';
import { PostgresEventStore } from '@lavadero/event-store/postgres/postgres-event-store';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchers } from './commands';

/**
 * A queue of commands over a hot stream whose state is its last event (an invoice series): each
 * command decides on what the previous one of the queue appended, without reading it again, and a
 * stream another writer moved meanwhile is read and decided again, so numbers stay consecutive.
 */
describe('queued commands over last-event streams (PGlite)', () => {
  let database: DatabasePool;
  let store: PostgresEventStore;
  let reads: string[][];
  let appends: number;
  /** Runs once, before the next append that stores more than one command. */
  let beforeBatch: (() => Promise<unknown>) | undefined;
  let dispatchToStreams: ReturnType<typeof dispatchers>['dispatchToStreams'];
  const actor = { userId: 'u-1', correlationId: 'c-1' };

  beforeAll(async () => {
    database = await createDatabasePool({ kind: 'pglite', dataDir: 'memory://' });
    store = new PostgresEventStore(database.pool, { schema: 'es_queued' });
    await store.ensureSchema();
    reads = [];
    appends = 0;
    // The store as the API holds it, noting which streams each read asks for and counting appends.
    const readStreams: EventStore['readStreams'] = (ids, options) => {
      reads.push([...ids]);
      return store.readStreams(ids, options);
    };
    const appendToStreams: EventStore['appendToStreams'] = async (batch) => {
      appends += 1;
      const hook = beforeBatch;
      if (hook && batch.some((a) => a.events.length > 1)) {
        beforeBatch = undefined;
        await hook();
      }
      return store.appendToStreams(batch);
    };
    const observed = new Proxy(store, {
      get: (target, property) => {
        if (property === 'readStreams') return readStreams;
        if (property === 'appendToStreams') return appendToStreams;
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    ({ dispatchToStreams } = dispatchers(Fastify(), {
      store: observed,
      readModels: { waitFor: async () => true },
      clock: { now: () => new Date('2026-11-21T13:00:00.000Z') },
    }));
  });
  afterAll(async () => {
    await store.close();
    await database.close();
  });

  /** Takes the next number of `series` into a new record, refusing past `limit`. */
  const takeNumber = (series: string, limit = Number.POSITIVE_INFINITY) => {
    const record = `record-${randomUUID()}`;
    const decide: MultiStreamDecide = (histories) => {
      const last = histories.get(series)?.at(-1) as RecordedEvent | undefined;
      const n = ((last?.data as { n?: number } | undefined)?.n ?? 0) + 1;
      if (n > limit) throw new IllegalStateError('LIMIT', 'Sin números');
      return [
        { streamId: series, events: [{ type: 'NumberTaken', data: { n, record } }] },
        { streamId: record, events: [{ type: 'Numbered', data: { n } }] },
      ];
    };
    return dispatchToStreams(actor, [series, record], decide, {
      queueKey: series,
      lastEventOnly: [series],
      expectNew: [record],
    });
  };

  const numbers = async (series: string) =>
    (await store.readStream(series)).map((e) => (e.data as { n: number }).n);

  it('decides the next command of the queue on what the previous one appended, without a read', async () => {
    const series = `series-${randomUUID()}`;
    reads = [];
    await Promise.all(Array.from({ length: 5 }, () => takeNumber(series)));
    expect(await numbers(series)).toEqual([1, 2, 3, 4, 5]);
    expect(reads).toEqual([[series]]); // only the first command read the series
  });

  it('stores the commands that waited for a turn together, in one append', async () => {
    const series = `series-${randomUUID()}`;
    appends = 0;
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => takeNumber(series)));
    expect(await numbers(series)).toEqual([1, 2, 3, 4, 5]);
    // The first went alone; the four that arrived during its append shared the next one.
    expect(appends).toBe(2);
    expect(outcomes.map((o) => o.appended.map((a) => a.streamId))).toEqual(
      outcomes.map((o) => [series, o.appended[1]!.streamId]),
    );
  });

  it('decides a turn again when another writer moved its stream before the turn stored', async () => {
    const series = `series-${randomUUID()}`;
    beforeBatch = () =>
      store.append(series, [{ id: randomUUID(), type: 'NumberTaken', data: { n: 2 }, metadata: {} }], {
        expectedRevision: 0n,
      });
    await Promise.all(Array.from({ length: 5 }, () => takeNumber(series)));
    expect(beforeBatch).toBeUndefined();
    // The turn of four lost to the foreign number 2 and stored nothing; decided again, they follow it.
    expect(await numbers(series)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('reads again and stays consecutive when another writer moved the stream meanwhile', async () => {
    const series = `series-${randomUUID()}`;
    await takeNumber(series);
    await store.append(series, [{ id: randomUUID(), type: 'NumberTaken', data: { n: 2 }, metadata: {} }], {
      expectedRevision: 0n,
    });
    reads = [];
    await takeNumber(series);
    expect(await numbers(series)).toEqual([1, 2, 3]);
    // The cached decision lost the append; the retry read what is stored.
    expect(reads).toHaveLength(1);
    expect(reads[0]).toContain(series);
  });

  it('decides a refusal again on what is stored before refusing', async () => {
    const series = `series-${randomUUID()}`;
    await takeNumber(series);
    await takeNumber(series);
    // Another writer starts the series over: the cached last event says 2, the stored one 0.
    await store.append(series, [{ id: randomUUID(), type: 'NumberTaken', data: { n: 0 }, metadata: {} }], {
      expectedRevision: 1n,
    });
    await takeNumber(series, 2);
    expect(await numbers(series)).toEqual([1, 2, 0, 1]);
    await expect(takeNumber(series, 1)).rejects.toThrow('Sin números');
  });

  /**
   * Takes the next number of `series` and one unit of `product` (a stream read as its last event of
   * each type: a creation, then movements) into a new record, refusing when no unit is left.
   */
  const sellUnit = (series: string, product: string, record = `record-${randomUUID()}`) => {
    const decide: MultiStreamDecide = (histories) => {
      const last = histories.get(series)?.at(-1) as RecordedEvent | undefined;
      const n = ((last?.data as { n?: number } | undefined)?.n ?? 0) + 1;
      const stock = histories.get(product)?.find((e) => e.type === 'Moved') ?? histories.get(product)?.[0];
      const left = (stock?.data as { left?: number } | undefined)?.left ?? 0;
      if (histories.get(record)?.length) return [];
      if (left < 1) throw new IllegalStateError('NO_STOCK', 'Sin existencias');
      return [
        { streamId: series, events: [{ type: 'NumberTaken', data: { n, record } }] },
        { streamId: product, events: [{ type: 'Moved', data: { left: left - 1 } }] },
        { streamId: record, events: [{ type: 'Numbered', data: { n } }] },
      ];
    };
    return dispatchToStreams(actor, [series, product, record], decide, {
      queueKey: series,
      lastEventOnly: [series],
      lastOfEachType: [product],
      expectNew: [record],
    });
  };
  const stocked = async (left: number) => {
    const product = `product-${randomUUID()}`;
    await store.append(product, [{ id: randomUUID(), type: 'Created', data: { left }, metadata: {} }], {
      expectedRevision: 'no_stream',
    });
    return product;
  };
  const stockOf = async (product: string) =>
    (await store.readStream(product)).map((e) => (e.data as { left: number }).left);

  it('decides the next command on the products the previous one left, reading nothing', async () => {
    const series = `series-${randomUUID()}`;
    const product = await stocked(10);
    reads = [];
    await Promise.all(Array.from({ length: 5 }, () => sellUnit(series, product)));
    expect(await numbers(series)).toEqual([1, 2, 3, 4, 5]);
    expect(await stockOf(product)).toEqual([10, 9, 8, 7, 6, 5]);
    // The first command read the series and the product; the record of each is expected new.
    expect(reads).toEqual([[series, product]]);
  });

  it('refuses only the commands of a turn the stock cannot serve, and numbers the others in order', async () => {
    const series = `series-${randomUUID()}`;
    const product = await stocked(3);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => sellUnit(series, product)));
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'rejected',
    ]);
    for (const result of results.slice(3)) {
      expect((result as PromiseRejectedResult).reason.message).toBe('Sin existencias');
    }
    expect(await numbers(series)).toEqual([1, 2, 3]);
    expect(await stockOf(product)).toEqual([3, 2, 1, 0]);
  });

  it('reads a product again when another writer moved it meanwhile, and never sells a unit twice', async () => {
    const series = `series-${randomUUID()}`;
    const product = await stocked(2);
    await sellUnit(series, product);
    // Another route takes the last unit: the cached product says 1 left, the stored one 0.
    await store.append(product, [{ id: randomUUID(), type: 'Moved', data: { left: 0 }, metadata: {} }], {
      expectedRevision: 1n,
    });
    reads = [];
    await expect(sellUnit(series, product)).rejects.toThrow('Sin existencias');
    expect(reads.flat()).toContain(product);
    expect(await stockOf(product)).toEqual([2, 1, 0]);
  });

  it('answers a retry that finds its record stored, though the guess of a new one is refused', async () => {
    const series = `series-${randomUUID()}`;
    const product = await stocked(1);
    const record = `record-${randomUUID()}`;
    await sellUnit(series, product, record); // takes the last unit
    // The same command again: decided on a new record it would need a unit; on what is stored, nothing.
    const retry = await sellUnit(series, product, record);
    expect(retry.appended).toEqual([]);
    expect(await numbers(series)).toEqual([1]);
  });
});
