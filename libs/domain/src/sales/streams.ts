import { toInventoryItemStreamId } from '../inventory/events';
import { assertNever } from '../shared/decider';
import type { SaleCommand } from './commands';
import { toSaleStreamId } from './events';
import { toInvoiceSeriesStreamId } from './invoice-series';
import { toInvoiceUsageStreamId } from './invoice-usage';
import type { PointOfSaleEvent } from './point-of-sale';
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

/** The products whose streams the route must load: those the request names and those the sale holds. */
export function productIdsToLoad(command: SaleCommand, sale: SaleState): string[] {
  const requested = command.type === 'VoidSale' ? [] : command.data.request.items;
  const sold = sale.status === 'absent' ? [] : sale.content.lines;
  return [...new Set([...requested, ...sold].filter((l) => l.kind === 'product').map((l) => l.itemId))];
}
