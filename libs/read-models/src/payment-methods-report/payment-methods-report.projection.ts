import { SALE_EVENT_TYPES, type SaleEvent } from '@lavadero/domain/sales/events';
import type { RecordedEvent } from '@lavadero/event-store/event-store';
import { type Insertable, sql } from 'kysely';
import type { ReadModelTransaction } from '../database';
import type { Projection } from '../projection';
import { saleIdsToRead } from '../sales/sale-ids-to-read';
import { evolveSalePaymentFigures, MethodDeltas, type SalePaymentFigures } from './payment-method-figures';
import type { ReportPaymentMethodDailyTable, ReportSalePaymentsTable } from './payment-methods-report.table';

/**
 * Sales by payment method per day ('Ventas por medio de pago'): each part of a split payment in its
 * own method, read through paymentsOf, so a sale from before split payments is its one method. Its
 * own projection (and checkpoint), so it was built from the whole log when it was added.
 */
export const paymentMethodsReportProjection: Projection = {
  name: 'payment_methods_report',
  handles: SALE_EVENT_TYPES,
  tables: ['reportSalePayments', 'reportPaymentMethodDaily'],
  // Every write goes through `writes`; one that must run first makes the runner use a transaction.
  defersWrites: () => true,
  async applyBatch(trx, recorded: readonly RecordedEvent[], writes) {
    const events = recorded.map((e) => ({ type: e.type, data: e.data }) as SaleEvent);
    if (events.length === 0) return;
    const toRead = saleIdsToRead(events);
    const existing =
      toRead.length === 0
        ? []
        : await trx.selectFrom('reportSalePayments').selectAll().where('id', 'in', toRead).execute();
    const sales = new Map<string, SalePaymentFigures | null>(
      existing.map((r) => [r.id, { saleId: r.id, fecha: r.fecha, parts: r.parts, counted: r.counted }]),
    );
    const deltas = new MethodDeltas();
    for (const event of events) {
      const before = sales.get(event.data.saleId) ?? null;
      const after = evolveSalePaymentFigures(before, event);
      deltas.change(before, after);
      sales.set(event.data.saleId, after);
    }
    const rows = [...sales.values()]
      .filter((s): s is SalePaymentFigures => s !== null)
      .map((s) => ({ id: s.saleId, fecha: s.fecha, parts: JSON.stringify(s.parts), counted: s.counted }));
    const changes = [...deltas.rows.values()].filter((d) => d.amount !== 0 || d.sales !== 0);
    // A method no counted sale of that day uses any more (its sales voided or moved) has no row,
    // as a rebuild would leave it; only a batch that took a sale out can leave one. It must see the
    // sums, so it is a statement after theirs.
    const emptied = [...new Set(changes.filter((c) => c.sales < 0).map((c) => c.fecha))];
    await writes.addInOrder(trx, [
      // Each sale's parts and the sums they move: one statement.
      [
        ...(rows.length === 0 ? [] : [saleParts(trx, rows)]),
        ...(changes.length === 0 ? [] : [addSums(trx, changes)]),
      ],
      emptied.length === 0
        ? []
        : [trx.deleteFrom('reportPaymentMethodDaily').where('sales', '<=', 0).where('fecha', 'in', emptied)],
    ]);
  },
};

/** Each sale's parts as they count now (a correction or void changes its row). */
function saleParts(trx: ReadModelTransaction, rows: readonly Insertable<ReportSalePaymentsTable>[]) {
  return trx
    .insertInto('reportSalePayments')
    .values(rows)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ parts: sql`excluded.parts`, counted: sql`excluded.counted` }),
    );
}

/** Adds the batch's changes to the sums per day and method. */
function addSums(trx: ReadModelTransaction, changes: readonly Insertable<ReportPaymentMethodDailyTable>[]) {
  return trx
    .insertInto('reportPaymentMethodDaily')
    .values(changes)
    .onConflict((oc) =>
      oc.columns(['fecha', 'medio']).doUpdateSet({
        amount: sql`report_payment_method_daily.amount + excluded.amount`,
        sales: sql`report_payment_method_daily.sales + excluded.sales`,
      }),
    );
}
