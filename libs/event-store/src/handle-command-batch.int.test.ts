import { randomUUID } from 'node:crypto';
import { createDatabasePool, type DatabasePool } from '@lavadero/database/database-pool';
import { IllegalStateError } from '@lavadero/domain/shared/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type EventStore, type RecordedEvent, WrongExpectedRevisionError } from './event-store';
import type { MultiStreamDecide } from './handle-command';
import { type BatchedCommand, handleCommandBatch } from './handle-command-batch';
import { PostgresEventStore } from './postgres/postgres-event-store';

describe('handleCommandBatch (PGlite)', () => {
  let database: DatabasePool;
  let store: PostgresEventStore;
  let observed: EventStore;
  let reads: string[][];
  let appends: string[][];
  const metadata = { userId: 'u-1', correlationId: 'c-1' };

  beforeAll(async () => {
    database = await createDatabasePool({ kind: 'pglite', dataDir: 'memory://' });
    store = new PostgresEventStore(database.pool, { schema: 'es_batch' });
    await store.ensureSchema();
    // The store, noting which streams each read and each append names.
    observed = new Proxy(store, {
      get: (target, property) => {
        if (property === 'readStreams') {
          return (ids: string[], options: object) => {
            reads.push([...ids]);
            return target.readStreams(ids, options);
          };
        }
        if (property === 'appendToStreams') {
          return (batch: { streamId: string }[]) => {
            appends.push(batch.map((a) => a.streamId));
            return target.appendToStreams(batch as never);
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  });
  beforeEach(() => {
    reads = [];
    appends = [];
  });
  afterAll(async () => {
    await store.close();
    await database.close();
  });

  const stored = async (streamId: string) => (await store.readStream(streamId)).map((e) => e.data);
  const numberOf = (histories: ReadonlyMap<string, readonly RecordedEvent[]>, series: string) =>
    ((histories.get(series)?.at(-1)?.data as { n?: number } | undefined)?.n ?? 0) + 1;
  const unitsOf = (histories: ReadonlyMap<string, readonly RecordedEvent[]>, product: string) => {
    const history = histories.get(product) ?? [];
    const moved = history.filter((e) => e.type === 'Moved').at(-1) ?? history[0];
    return (moved?.data as { left?: number } | undefined)?.left ?? 0;
  };

  /** The next number of `series` and one unit of each product, into `record` (nothing if it exists). */
  const sale = (
    series: string,
    products: readonly string[],
    record = `record-${randomUUID()}`,
  ): BatchedCommand => {
    const decide: MultiStreamDecide = (histories) => {
      if (histories.get(record)?.length) return [];
      const n = numberOf(histories, series);
      for (const product of products) {
        if (unitsOf(histories, product) < 1) throw new IllegalStateError('NO_STOCK', 'Sin existencias');
      }
      return [
        { streamId: record, events: [{ type: 'Numbered', data: { n } }] },
        { streamId: series, events: [{ type: 'NumberTaken', data: { n, record } }] },
        ...products.map((product) => ({
          streamId: product,
          events: [{ type: 'Moved', data: { left: unitsOf(histories, product) - 1 } }],
        })),
      ];
    };
    return {
      streamIds: [record, series, ...products],
      decide,
      metadata,
      options: { expectNew: [record], lastEventOnly: [series], lastOfEachType: [...products] },
    };
  };
  const stocked = async (left: number) => {
    const product = `product-${randomUUID()}`;
    await store.append(product, [{ id: randomUUID(), type: 'Created', data: { left }, metadata: {} }], {
      expectedRevision: 'no_stream',
    });
    return product;
  };

  it('decides each command on what the ones before leave and stores them all in one append', async () => {
    const series = `series-${randomUUID()}`;
    const product = await stocked(10);
    const commands = [sale(series, [product]), sale(series, [product]), sale(series, [product])];
    const batch = await handleCommandBatch(observed, commands, new Map());

    expect(batch.outcomes).toHaveLength(3);
    expect(await stored(series)).toEqual(commands.map((c, i) => ({ n: i + 1, record: c.streamIds[0] })));
    expect(await stored(product)).toEqual([{ left: 10 }, { left: 9 }, { left: 8 }, { left: 7 }]);
    // The series and the product were read once, for the first; each record was expected new.
    expect(reads).toEqual([[series, product]]);
    // One append, each stream once; every command's own order (record, series, product) holds.
    expect(appends).toHaveLength(1);
    const records = commands.map((c) => c.streamIds[0]!);
    expect(appends[0]).toEqual([...records, series, product]);
    const all = await store.readStreams([...records, series, product]);
    const position = (id: string, i = 0) => all.get(id)![i]!.position.prepare;
    for (const [i, record] of records.entries()) {
      expect(position(record)).toBeLessThan(position(series, i));
      expect(position(series, i)).toBeLessThan(position(product, i + 1));
      expect(batch.outcomes[i]!.position).toEqual(all.get(product)!.at(-1)!.position);
    }
    // What a cache keeps: the short streams as found and their last events as stored.
    expect(batch.lastEvents.get(series)?.revision).toBe(2n);
    expect(batch.lastEvents.get(product)?.data).toEqual({ left: 7 });
    expect(batch.decidedOn.get(product)?.map((e) => e.type)).toEqual(['Created']);
  });

  it('ends the batch before a command refused on the state the ones before leave', async () => {
    const series = `series-${randomUUID()}`;
    const product = await stocked(2);
    const batch = await handleCommandBatch(
      observed,
      [sale(series, [product]), sale(series, [product]), sale(series, [product]), sale(series, [])],
      new Map(),
    );
    expect(batch.outcomes).toHaveLength(2);
    expect(await stored(product)).toEqual([{ left: 2 }, { left: 1 }, { left: 0 }]);
    expect((await stored(series)).map((e) => (e as { n: number }).n)).toEqual([1, 2]);
  });

  it('takes nothing when the first command is refused', async () => {
    const series = `series-${randomUUID()}`;
    const product = await stocked(0);
    const batch = await handleCommandBatch(observed, [sale(series, [product]), sale(series, [])], new Map());
    expect(batch.outcomes).toEqual([]);
    expect(appends).toEqual([]);
  });

  it('decides a retry of the same record on the first one and appends nothing for it', async () => {
    const series = `series-${randomUUID()}`;
    const record = `record-${randomUUID()}`;
    const batch = await handleCommandBatch(
      observed,
      [sale(series, [], record), sale(series, [], record)],
      new Map(),
    );
    expect(batch.outcomes.map((o) => o.appended.length)).toEqual([2, 0]);
    expect(await stored(record)).toEqual([{ n: 1 }]);
    expect(await stored(series)).toEqual([{ n: 1, record }]);
  });

  it('ends the batch before a command whose stream order contradicts one before it', async () => {
    const series = `series-${randomUUID()}`;
    const [a, b] = [await stocked(5), await stocked(5)];
    const batch = await handleCommandBatch(observed, [sale(series, [a, b]), sale(series, [b, a])], new Map());
    expect(batch.outcomes).toHaveLength(1);
  });

  it('ends the batch before a command that brings its own read of a stream the batch wrote', async () => {
    const series = `series-${randomUUID()}`;
    const product = await stocked(5);
    const late = sale(series, [product]);
    const stale = await store.readStreams([product]);
    const batch = await handleCommandBatch(
      observed,
      [sale(series, [product]), { ...late, options: { ...late.options, alreadyRead: stale } }],
      new Map(),
    );
    expect(batch.outcomes).toHaveLength(1);
    expect(await stored(product)).toEqual([{ left: 5 }, { left: 4 }]);
  });

  it('stores nothing when a stream moved since it was known, and says so', async () => {
    const series = `series-${randomUUID()}`;
    const first = sale(series, []);
    await handleCommandBatch(observed, [first], new Map());
    const known = await store.readStreams([series], { lastEventOnly: [series] });
    // Another writer takes a number after the cache learned the series.
    await store.append(series, [{ id: randomUUID(), type: 'NumberTaken', data: { n: 2 }, metadata: {} }], {
      expectedRevision: 0n,
    });
    const late = [sale(series, []), sale(series, [])];
    await expect(handleCommandBatch(observed, late, known)).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    for (const command of late) expect(await stored(command.streamIds[0]!)).toEqual([]);
    expect((await stored(series)).map((e) => (e as { n: number }).n)).toEqual([1, 2]);
  });
});
