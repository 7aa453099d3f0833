import { randomUUID } from 'node:crypto';
import { createDatabasePool, type DatabasePool } from '@lavadero/database/database-pool';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from './event-store';
import { handleMultiStreamCommand } from './handle-command';
import { PostgresEventStore } from './postgres/postgres-event-store';

describe('handleMultiStreamCommand (PGlite)', () => {
  let database: DatabasePool;
  let store: PostgresEventStore;
  const meta = { userId: 'u-1', correlationId: 'c-1' };
  beforeAll(async () => {
    database = await createDatabasePool({ kind: 'pglite', dataDir: 'memory://' });
    store = new PostgresEventStore(database.pool, { schema: 'es_handle' });
    await store.ensureSchema();
  });
  afterAll(async () => {
    await store.close();
    await database.close();
  });

  it('decides over every stream loaded at once and appends to them in one atomic append', async () => {
    const claim = `claim-${randomUUID()}`;
    const entity = `entity-${randomUUID()}`;
    const seen: number[] = [];
    const outcome = await handleMultiStreamCommand(
      store,
      [claim, entity],
      (histories) => {
        seen.push(histories.get(claim)!.length, histories.get(entity)!.length);
        return [
          { streamId: claim, events: [{ type: 'Claimed', data: { entity } }] },
          { streamId: entity, events: [{ type: 'Registered', data: {} }] },
        ];
      },
      meta,
    );
    expect(seen).toEqual([0, 0]);
    expect(outcome.appended.map((d) => d.streamId)).toEqual([claim, entity]);
    const all = await store.readStreams([claim, entity]);
    expect(all.get(claim)?.[0]?.metadata).toEqual(meta);
    expect(outcome.position).toEqual(all.get(entity)?.[0]?.position);
  });

  it('returns the last event of each stream read short it appended to, as a read returns it', async () => {
    const series = `series-${randomUUID()}`;
    const month = `month-${randomUUID()}`;
    const record = `record-${randomUUID()}`;
    await store.append(series, [{ id: randomUUID(), type: 'NumberTaken', data: { n: 1 }, metadata: {} }], {
      expectedRevision: 'no_stream',
    });
    const outcome = await handleMultiStreamCommand(
      store,
      [series, month, record],
      () => [
        { streamId: series, events: [{ type: 'NumberTaken', data: { n: 2, note: undefined } }] },
        {
          streamId: month,
          events: [
            { type: 'Counted', data: { n: 1 } },
            { type: 'Counted', data: { n: 2 } },
          ],
        },
        { streamId: record, events: [{ type: 'Numbered', data: { n: 2 } }] },
      ],
      meta,
      { lastEventOnly: [series, month] },
    );
    const read = await store.readStreams([series, month], { lastEventOnly: [series, month] });
    for (const id of [series, month]) {
      // The appender knows neither the time the database recorded nor the chain link it computed.
      const { recordedAt: _stored, chain: _link, ...expected } = read.get(id)![0]!;
      const { recordedAt: _returned, ...returned } = outcome.lastEvents.get(id)!;
      expect(returned).toEqual(expected);
    }
    expect(outcome.lastEvents.get(series)?.revision).toBe(1n);
    expect(outcome.lastEvents.get(month)?.revision).toBe(1n);
    expect([...outcome.lastEvents.keys()]).toEqual([series, month]);
  });

  it('decides again on fresh histories after losing a race, and appends nothing when nothing is decided', async () => {
    const series = `series-${randomUUID()}`;
    let calls = 0;
    const outcome = await handleMultiStreamCommand(
      store,
      [series],
      async (histories) => {
        calls++;
        // Another writer takes the next number between this decision's read and its append, once.
        if (calls === 1) {
          await store.append(
            series,
            [{ id: randomUUID(), type: 'NumberTaken', data: { n: 1 }, metadata: {} }],
            {
              expectedRevision: 'no_stream',
            },
          );
        }
        const next = histories.get(series)!.length + 1;
        return [{ streamId: series, events: [{ type: 'NumberTaken', data: { n: next } }] }];
      },
      meta,
    );
    expect(calls).toBe(2);
    expect(outcome.appended[0]?.events).toEqual([{ type: 'NumberTaken', data: { n: 2 } }]);
    expect((await store.readStream(series)).map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);

    const nothing = await handleMultiStreamCommand(
      store,
      [series],
      () => [{ streamId: series, events: [] }],
      meta,
    );
    expect(nothing).toEqual({ appended: [], position: null, lastEvents: new Map() });
  });

  it('appends streams expected new without reading them, and reads and decides again when one exists', async () => {
    const claim = `claim-${randomUUID()}`;
    const entity = `entity-${randomUUID()}`;
    const { read, reading } = recordingReads(store);
    const claimIt = (streams: readonly string[], expectNew: readonly string[]) =>
      handleMultiStreamCommand(
        reading,
        streams,
        (histories) =>
          streams.map((streamId) => ({
            streamId,
            events: [{ type: histories.get(streamId)!.length === 0 ? 'Claimed' : 'ClaimedAgain', data: {} }],
          })),
        meta,
        { expectNew },
      );

    await claimIt([claim, entity], [claim, entity]);
    expect(read).toEqual([]);
    // The claim exists now: the guess fails as a whole (nothing of the second entity is stored), and
    // the command is decided again on what was read.
    const second = `entity-${randomUUID()}`;
    const outcome = await claimIt([claim, second], [claim, second]);
    expect(read).toEqual([[claim, second]]);
    expect(outcome.appended.map((a) => a.events[0]!.type)).toEqual(['ClaimedAgain', 'Claimed']);
    expect((await store.readStream(claim)).map((e) => e.type)).toEqual(['Claimed', 'ClaimedAgain']);
    expect((await store.readStream(second)).map((e) => e.type)).toEqual(['Claimed']);
  });

  it('decides first on a stream the caller read to plan, and reads it afresh after losing a race', async () => {
    const sale = `sale-${randomUUID()}`;
    const product = `product-${randomUUID()}`;
    await store.append(sale, [{ id: randomUUID(), type: 'Issued', data: {}, metadata: {} }], {
      expectedRevision: 'no_stream',
    });
    const planned = await store.readStream(sale);
    // Someone corrects the sale after it was read to plan: the first append must lose on its revision.
    await store.append(sale, [{ id: randomUUID(), type: 'Corrected', data: {}, metadata: {} }], {
      expectedRevision: planned.at(-1)!.revision,
    });
    const { read, reading } = recordingReads(store);
    const seen: number[] = [];
    await handleMultiStreamCommand(
      reading,
      [sale, product],
      (histories) => {
        seen.push(histories.get(sale)!.length);
        return [{ streamId: sale, events: [{ type: 'Voided', data: {} }] }];
      },
      meta,
      { alreadyRead: new Map([[sale, planned]]) },
    );
    expect(read).toEqual([[product], [sale, product]]);
    expect(seen).toEqual([1, 2]);
    expect((await store.readStream(sale)).map((e) => e.type)).toEqual(['Issued', 'Corrected', 'Voided']);
  });

  it('lets 10 simultaneous writers of one hot stream all win, one per round, with no gap and no duplicate', async () => {
    const series = `series-${randomUUID()}`;
    const take = () =>
      handleMultiStreamCommand(
        store,
        [series],
        (histories) => [
          {
            streamId: series,
            events: [{ type: 'NumberTaken', data: { n: histories.get(series)!.length + 1 } }],
          },
        ],
        meta,
      );
    await Promise.all(Array.from({ length: 10 }, take));
    expect((await store.readStream(series)).map((e) => (e.data as { n: number }).n)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });
});

/** The store, recording which streams each read asks for. */
function recordingReads(store: EventStore) {
  const read: string[][] = [];
  const reading = {
    readStreams: (ids: readonly string[]) => {
      read.push([...ids]);
      return store.readStreams(ids);
    },
    appendToStreams: (appends: Parameters<EventStore['appendToStreams']>[0]) =>
      store.appendToStreams(appends),
  } as EventStore;
  return { read, reading };
}
