import { SALE_EVENT_TYPES, type SaleEvent } from '@lavadero/domain/sales/events';
import type { RecordedEvent } from '@lavadero/event-store/event-store';
import { sql } from 'kysely';
import type { ReadModelTransaction } from '../database';
import type { Projection } from '../projection';
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

/** Adds a batch's deltas to the per-day rows: one statement per table, whatever the batch size. */
async function applyDeltas(trx: ReadModelTransaction, deltas: ReportDeltas): Promise<void> {
  if (deltas.daily.size > 0) {
    await trx
      .insertInto('reportDaily')
      .values([...deltas.daily.values()])
      .onConflict((oc) =>
        oc.column('fecha').doUpdateSet({
          amount: sql`report_daily.amount + excluded.amount`,
          orders: sql`report_daily.orders + excluded.orders`,
        }),
      )
      .execute();
  }
  if (deltas.services.size > 0) {
    await trx
      .insertInto('reportServiceDaily')
      .values([...deltas.services.values()])
      .onConflict((oc) =>
        oc.columns(['fecha', 'itemId']).doUpdateSet({
          nombre: sql`excluded.nombre`,
          revenue: sql`report_service_daily.revenue + excluded.revenue`,
          units: sql`report_service_daily.units + excluded.units`,
        }),
      )
      .execute();
    // A day whose only sales of a service were voided no longer lists it.
    await trx
      .deleteFrom('reportServiceDaily')
      .where('units', '<=', 0)
      .where('fecha', 'in', [...new Set([...deltas.services.values()].map((d) => d.fecha))])
      .execute();
  }
  if (deltas.customers.size > 0) {
    await trx
      .insertInto('reportCustomerDaily')
      .values([...deltas.customers.values()])
      .onConflict((oc) =>
        oc.columns(['fecha', 'customerId']).doUpdateSet({
          nombre: sql`excluded.nombre`,
          visits: sql`report_customer_daily.visits + excluded.visits`,
          spent: sql`report_customer_daily.spent + excluded.spent`,
        }),
      )
      .execute();
    // A customer whose only sales of the day were voided was not active that day.
    await trx
      .deleteFrom('reportCustomerDaily')
      .where('visits', '<=', 0)
      .where('fecha', 'in', [...new Set([...deltas.customers.values()].map((d) => d.fecha))])
      .execute();
  }
}

/**
 * The reports' read model: per-day totals, per day and service, per day and customer, kept up to
 * date sale by sale, so every report reads at most a few hundred rows per day of its period and
 * never scans the sales.
 */
export const reportsProjection: Projection = {
  name: 'reports',
  handles: SALE_EVENT_TYPES,
  tables: ['reportSales', 'reportDaily', 'reportServiceDaily', 'reportCustomerDaily'],
  async applyBatch(trx, recorded: readonly RecordedEvent[]) {
    const events = recorded.map((e) => ({ type: e.type, data: e.data }) as SaleEvent);
    const ids = [...new Set(events.map((e) => e.data.saleId))];
    if (ids.length === 0) return;
    const existing = await trx.selectFrom('reportSales').selectAll().where('id', 'in', ids).execute();
    const sales = new Map<string, SaleFigures | null>(existing.map((row) => [row.id, fromRow(row)]));
    const deltas = new ReportDeltas();
    for (const event of events) {
      const before = sales.get(event.data.saleId) ?? null;
      const after = evolveSaleFigures(before, event);
      deltas.change(before, after);
      sales.set(event.data.saleId, after);
    }
    const rows = [...sales.values()].filter((s): s is SaleFigures => s !== null).map(toRow);
    if (rows.length > 0) {
      await trx
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
        )
        .execute();
    }
    await applyDeltas(trx, deltas);
  },
};
