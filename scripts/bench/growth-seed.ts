import { randomUUID } from 'node:crypto';
import { CreateSaleBody, type CreateSaleInput } from '@lavadero/contracts/sales';
import type { SaleCommand } from '@lavadero/domain/sales/commands';
import { toInvoiceUsageStreamId } from '@lavadero/domain/sales/invoice-usage-decide';
import {
  decidePointOfSale,
  evolvePointOfSale,
  type PointOfSaleState,
  pointOfSaleDecider,
  usagePeriodOf,
} from '@lavadero/domain/sales/point-of-sale-decide';
import { initialSaleState } from '@lavadero/domain/sales/sale';
import { saleIdForKey } from '@lavadero/domain/sales/sale-id';
import { lastEventStreamsOf, streamIdOf, streamIdsFor } from '@lavadero/domain/sales/streams';
import { foldEvents } from '@lavadero/domain/shared/decider';
import type { EventStore, StreamAppend } from '@lavadero/event-store/event-store';
import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import type { ReadModelDb } from '@lavadero/read-models/database';
import { findSaleFacts } from '@lavadero/read-models/sales/sale-facts.queries';
import { saleFacts, toSaleRequest } from '../../services/command-api/src/sales/sale-facts';

/** Sales per atomic append while seeding: big enough to be quick, small enough for one transaction. */
const BATCH = 500;

/**
 * Appends `count` sales of `body` by `userId` straight to the event store, as the sale path would
 * have appended them one by one: the same decision (decidePointOfSale over the series, the month and
 * the products as they stand) gives the same events (InvoiceNumberAssigned, InvoiceCounted,
 * SaleIssued, StockAdjusted) with the same metadata, each sale under a TEMP key of its own. A
 * cashier may issue at most `monthlyInvoiceLimit` invoices a month, so the sales fill the months
 * before `now`'s, that many each, as a car wash's past would. The state is carried from one sale to
 * the next in memory instead of being read back from the store, which is what keeps 100,000 sales to
 * minutes; the projections then catch up as they would after any burst of writes.
 */
export async function seedSales(
  store: EventStore,
  readDb: ReadModelDb,
  options: { userId: string; monthlyInvoiceLimit: number; now: Date; body: CreateSaleInput; count: number },
): Promise<void> {
  const { userId, count, monthlyInvoiceLimit } = options;
  const request = toSaleRequest(CreateSaleBody.parse(options.body));
  const { customer, catalog, stamp } = await saleFacts(
    (lookup) => findSaleFacts(readDb, lookup),
    request,
    options.now,
  );
  const commandFor = (key: string, now: Date): SaleCommand => ({
    type: 'IssueSale',
    data: {
      saleId: saleIdForKey(userId, key),
      userId,
      now: now.toISOString(),
      fecha: asuncionToday(now),
      request,
      customer,
      catalog,
      idempotencyKey: key,
      stamp,
      monthlyInvoiceLimit,
    },
  });
  const months = Math.ceil(count / monthlyInvoiceLimit);
  let carried: PointOfSaleState | null = null;
  for (let month = months; month >= 1; month--) {
    const now = new Date(options.now);
    now.setUTCMonth(now.getUTCMonth() - month, 15);
    // The series, the month's count and the product as the sale path would read them.
    const probe = commandFor('TEMP-probe', now);
    const streamIds = streamIdsFor(probe, initialSaleState()).slice(1);
    const usage = toInvoiceUsageStreamId(userId, usagePeriodOf(asuncionToday(now)));
    const read = await store.readStreams(carried ? [usage] : streamIds, {
      lastEventOnly: lastEventStreamsOf(probe),
    });
    const fold = foldEvents(pointOfSaleDecider, [...read.values()].flat());
    let state: PointOfSaleState = carried ? { ...carried, usage: fold.usage } : fold;
    const inMonth = Math.min(monthlyInvoiceLimit, count - (months - month) * monthlyInvoiceLimit);
    for (let done = 0; done < inMonth; ) {
      const streams = new Map<string, StreamAppend['events'][number][]>();
      for (const end = Math.min(inMonth, done + BATCH); done < end; done++) {
        const metadata = { userId, correlationId: randomUUID(), occurredAt: now.toISOString() };
        const command = commandFor(`TEMP-${randomUUID()}`, now);
        for (const event of decidePointOfSale(command, { ...state, sale: initialSaleState() })) {
          state = evolvePointOfSale(state, event);
          const streamId = streamIdOf(event);
          const list = streams.get(streamId) ?? [];
          list.push({ id: randomUUID(), type: event.type, data: event.data, metadata });
          streams.set(streamId, list);
        }
      }
      await store.appendToStreams(
        [...streams].map(([streamId, events]) => ({
          streamId,
          events,
          // Nobody else writes meanwhile; a new sale's stream must still be new.
          expectedRevision: streamIds.includes(streamId) ? 'any' : 'no_stream',
        })),
      );
    }
    carried = state;
  }
}
