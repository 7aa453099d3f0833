import { isInventoryItemStreamId, toInventoryItemStreamId } from '../inventory/events';
import { assertNever, foldEvents, type Message } from '../shared/decider';
import type { SaleCommand } from './commands';
import { toSaleStreamId } from './events';
import { toInvoiceSeriesStreamId } from './invoice-series-decide';
import { toInvoiceUsageStreamId } from './invoice-usage-decide';
import {
  decidePointOfSale,
  type PointOfSaleEvent,
  pointOfSaleDecider,
  seriesOf,
  usagePeriodOf,
} from './point-of-sale-decide';
import type { SaleState } from './sale';

/** The stream each point-of-sale event belongs to. */
export function streamIdOf(event: PointOfSaleEvent): string {
  switch (event.type) {
    case 'SaleIssued':
    case 'SaleCorrected':
    case 'SaleVoided':
      return toSaleStreamId(event.data.saleId);
    case 'InvoiceNumberAssigned':
      return toInvoiceSeriesStreamId(event.data);
    case 'InvoiceCounted':
      return toInvoiceUsageStreamId(event.data.userId, event.data.period);
    case 'InventoryItemCreated':
    case 'InventoryItemUpdated':
    case 'StockAdjusted':
      return toInventoryItemStreamId(event.data.itemId);
    default:
      return assertNever(event);
  }
}

/** The decided events per stream, in order, ready for one atomic multi-stream append. */
export function groupByStream(events: readonly PointOfSaleEvent[]): Map<string, PointOfSaleEvent[]> {
  const streams = new Map<string, PointOfSaleEvent[]>();
  for (const event of events) {
    const streamId = streamIdOf(event);
    streams.set(streamId, [...(streams.get(streamId) ?? []), event]);
  }
  return streams;
}

/**
 * Every stream a command decides over: the sale; for an issue also its series and the user's month;
 * and the products the request names or the sale already holds (so `sale` is the sale's state as
 * read first: a correction or void gives back stock of products the request no longer names).
 * The series is absent when there is no configuration: the decision refuses such a sale anyway.
 */
export function streamIdsFor(command: SaleCommand, sale: SaleState): string[] {
  const ids = [toSaleStreamId(command.data.saleId)];
  if (command.type === 'IssueSale') {
    const { company } = command.data.stamp;
    if (company && command.data.stamp.isValid) ids.push(toInvoiceSeriesStreamId(seriesOf(company)));
    ids.push(toInvoiceUsageStreamId(command.data.userId, usagePeriodOf(command.data.fecha)));
  }
  const requested = command.type === 'VoidSale' ? [] : command.data.request.items;
  const sold = sale.status === 'absent' ? [] : sale.content.lines;
  const products = [...requested, ...sold].filter((l) => l.kind === 'product').map((l) => l.itemId);
  return [...ids, ...new Set(products.map(toInventoryItemStreamId))];
}

/**
 * The streams of an issue whose state is their last event: the invoice series (the last number
 * handed out) and the user's month (the count so far). They grow by one event per sale, so the
 * command reads only that event of each; `evolveInvoiceSeries` and `evolveInvoiceUsage` ignore the
 * state before, which streams.unit.test.ts checks.
 */
export function lastEventStreamsOf(command: SaleCommand): string[] {
  if (command.type !== 'IssueSale') return [];
  const { company } = command.data.stamp;
  return [
    ...(company ? [toInvoiceSeriesStreamId(seriesOf(company))] : []),
    toInvoiceUsageStreamId(command.data.userId, usagePeriodOf(command.data.fecha)),
  ];
}

/**
 * The streams of a plan whose state is the last event of each type: its products. A product's stream
 * grows by one StockAdjusted per sale of it, and its state is its last creation, last edit and last
 * stock movement (inventory-item.unit.test.ts checks it on random histories), so a sale, correction
 * or void reads three events of it, not every movement since it was created.
 */
export function lastOfEachTypeStreamsOf(streamIds: readonly string[]): string[] {
  return streamIds.filter(isInventoryItemStreamId);
}

/**
 * The whole decision over loaded streams, shaped for the event store's multi-stream command
 * handler: fold every stream's history into one state, decide, and split the events per stream.
 */
export function decideOverStreams(
  command: SaleCommand,
  histories: ReadonlyMap<string, readonly Message[]>,
): { streamId: string; events: PointOfSaleEvent[] }[] {
  const state = foldEvents(pointOfSaleDecider, [...histories.values()].flat());
  return [...groupByStream(decidePointOfSale(command, state))].map(([streamId, events]) => ({
    streamId,
    events,
  }));
}
