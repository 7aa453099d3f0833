import { SALE_EVENT_TYPES, type SaleEvent } from '@lavadero/domain/sales/events';
import type { RecordedEvent } from '@lavadero/event-store/event-store';
import { sql } from 'kysely';
import type { Projection } from '../projection';
import { saleIdsToRead } from '../sales/sale-ids-to-read';
import { figureWrites } from './figure-upserts';
import { evolveSaleFigures, ReportDeltas, type SaleFigures } from './report-figures';
import type { ReportSaleRow } from './reports.table';

function fromRow(row: ReportSaleRow): SaleFigures {
  return {
    saleId: row.id,
    fecha: row.fecha,
    customerId: row.customerId,
    customerNombre: row.customerNombre,
    total: Number(row.total),
    services: row.services,
    counted: row.counted,
  };
}

function toRow(figures: SaleFigures) {
  return {
    id: figures.saleId,
    fecha: figures.fecha,
    customerId: figures.customerId,
    customerNombre: figures.customerNombre,
    total: figures.total,
    services: JSON.stringify(figures.services),
    counted: figures.counted,
  };
}

/**
 * The reports' read model: per-day totals, per day and service, per day and customer (and the
 * last two per month too), kept up to date sale by sale, so a report reads whole months and the
 * loose days at the ends of its period, never the sales.
 */
export const reportsProjection: Projection = {
  name: 'reports',
  handles: SALE_EVENT_TYPES,
  tables: [
    'reportSales',
    'reportDaily',
    'reportServiceDaily',
    'reportCustomerDaily',
    'reportServiceMonthly',
    'reportCustomerMonthly',
  ],
  // Every write goes through `writes`; one that must run first makes the runner use a transaction.
  defersWrites: () => true,
  async applyBatch(trx, recorded: readonly RecordedEvent[], writes) {
    const events = recorded.map((e) => ({ type: e.type, data: e.data }) as SaleEvent);
    if (events.length === 0) return;
    const toRead = saleIdsToRead(events);
    const existing =
      toRead.length === 0
        ? []
        : await trx.selectFrom('reportSales').selectAll().where('id', 'in', toRead).execute();
    const sales = new Map<string, SaleFigures | null>(existing.map((row) => [row.id, fromRow(row)]));
    const deltas = new ReportDeltas();
    for (const event of events) {
      const before = sales.get(event.data.saleId) ?? null;
      const after = evolveSaleFigures(before, event);
      deltas.change(before, after);
      sales.set(event.data.saleId, after);
    }
    const rows = [...sales.values()].filter((s): s is SaleFigures => s !== null).map(toRow);
    const saleRows = trx
      .insertInto('reportSales')
      .values(rows)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({
          customerId: sql`excluded.customer_id`,
          customerNombre: sql`excluded.customer_nombre`,
          total: sql`excluded.total`,
          services: sql`excluded.services`,
          counted: sql`excluded.counted`,
        }),
      );
    // The sales' own rows and the figures they move: one statement (two when a count went down).
    await writes.addInOrder(trx, figureWrites(trx, deltas, rows.length > 0 ? [saleRows] : []));
  },
};
