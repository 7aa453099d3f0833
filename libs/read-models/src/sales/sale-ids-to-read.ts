import type { SaleEvent } from '@lavadero/domain/sales/events';

/**
 * The sales of a batch whose rows a per-sale read model must read before folding: not those whose
 * first event here is their issue. SaleIssued opens a sale's stream (a sale restored from a backup
 * too), so such a sale has no row yet, and a batch of new sales reads nothing (the entity
 * projections' `creates`).
 */
export function saleIdsToRead(events: readonly SaleEvent[]): string[] {
  const first = new Map<string, SaleEvent['type']>();
  for (const event of events) if (!first.has(event.data.saleId)) first.set(event.data.saleId, event.type);
  return [...first].filter(([, type]) => type !== 'SaleIssued').map(([saleId]) => saleId);
}
