import { randomUUID } from 'node:crypto';
import type { EventStore, EventToAppend, GlobalPosition } from '@lavadero/event-store/event-store';
import type { BenchRow } from './measure';

const CLIENTS = 8;
const BATCH = 100;
/** Each measurement stops at whichever comes first: its time budget or its count. */
const BUDGET_MS = 2_000;
const MAX_SINGLE_APPENDS_PER_CLIENT = 2_500;
const MAX_BATCHES = 400;
const READ_PAGE = 500;

/**
 * Throughput of one event store: single-event appends from 8 concurrent clients (each on its own
 * streams, exact expected revisions, as command handlers do), appends of 100 events at a time, and
 * catching up on everything just written through readAll pages (as a projection rebuild does).
 */
export async function benchEventStore(store: EventStore, label: string): Promise<BenchRow[]> {
  const run = randomUUID().slice(0, 8);
  const start = await store.headPosition();

  const single = await measure(async (deadline) => {
    const counts = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, c) => {
        let appended = 0;
        let revision: bigint | 'no_stream' = 'no_stream';
        while (appended < MAX_SINGLE_APPENDS_PER_CLIENT && performance.now() < deadline) {
          const result = await store.append(`bench-${run}-single-${c}`, [benchEvent(appended)], {
            expectedRevision: revision,
          });
          revision = result.nextExpectedRevision;
          appended++;
        }
        return appended;
      }),
    );
    return counts.reduce((a, b) => a + b, 0);
  });

  const batched = await measure(async (deadline) => {
    let batches = 0;
    let revision: bigint | 'no_stream' = 'no_stream';
    while (batches < MAX_BATCHES && performance.now() < deadline) {
      const events = Array.from({ length: BATCH }, (_, i) => benchEvent(batches * BATCH + i));
      const result = await store.append(`bench-${run}-batched`, events, { expectedRevision: revision });
      revision = result.nextExpectedRevision;
      batches++;
    }
    return batches * BATCH;
  });

  const catchUp = await measure(async () => {
    let read = 0;
    let after: GlobalPosition = start;
    for (;;) {
      const page = await store.readAll({ after, maxCount: READ_PAGE });
      const last = page.at(-1);
      if (!last) return read;
      read += page.length;
      after = last.position;
    }
  });

  return [
    { name: `${label}: append 1 event, ${CLIENTS} clients`, value: single.perSecond, unit: 'appends/s' },
    { name: `${label}: append ${BATCH} events at a time`, value: batched.perSecond, unit: 'events/s' },
    {
      name: `${label}: readAll catch-up (pages of ${READ_PAGE})`,
      value: catchUp.perSecond,
      unit: 'events/s',
    },
  ];
}

async function measure(work: (deadline: number) => Promise<number>): Promise<{ perSecond: number }> {
  const began = performance.now();
  const count = await work(began + BUDGET_MS);
  const seconds = (performance.now() - began) / 1000;
  return { perSecond: Math.round(count / seconds) };
}

function benchEvent(n: number): EventToAppend {
  return {
    id: randomUUID(),
    type: 'BenchEventRecorded',
    data: { n, customer: 'Cliente de prueba', total: 150_000, items: [{ serviceId: 'lavado', qty: 1 }] },
    metadata: { userId: 'bench', correlationId: randomUUID(), occurredAt: new Date().toISOString() },
  };
}
