import { SALE_EVENT_TYPES, type SaleEvent } from '@lavadero/domain/sales/events';
import { entityProjection } from '../entity-projection';
import { evolveSaleView, fromSaleRow, toSaleRow } from './sale-view';

/**
 * One row per sale. The fold works on the sale's view (its snapshots as objects), written back as
 * the row with its jsonb columns as JSON text. A sale whose first event in a batch is its issue
 * has no row yet (SaleIssued opens its stream), so a batch of new sales is one statement.
 */
export const salesProjection = entityProjection({
  name: 'sales',
  table: 'sales',
  handles: SALE_EVENT_TYPES,
  idOf: (event: SaleEvent) => event.data.saleId,
  evolve: evolveSaleView,
  fromRow: fromSaleRow,
  toRow: toSaleRow,
  creates: ['SaleIssued'],
});
