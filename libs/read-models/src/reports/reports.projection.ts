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

type FigureTable =
  | 'reportDaily'
  | 'reportServiceDaily'
  | 'reportCustomerDaily'
  | 'reportServiceMonthly'
  | 'reportCustomerMonthly';

/**
 * Adds delta rows to a figures table in one statement: a new key is inserted, an existing one gets
 * the deltas added to its sums and takes the row's name. Rows whose `count` fell to zero (their
 * sales were all voided or corrected away) are deleted, so they count as no activity.
 */
async function addDeltas(
  trx: ReadModelTransaction,
  table: FigureTable,
  keys: readonly string[],
  sums: readonly string[],
  rows: readonly object[],
  count?: string,
): Promise<void> {
  if (rows.length === 0) return;
  const set = Object.fromEntries([
    ...sums.map((c) => [c, sql`${sql.ref(`${table}.${c}`)} + ${sql.ref(`excluded.${c}`)}`]),
    ...(count === undefined ? [] : [['nombre', sql.ref('excluded.nombre')]]),
  ]);
  // kysely cannot type "any of these tables"; every one has the key, sum and name columns given.
  await trx
    .insertInto(table as 'reportServiceDaily')
    .values(rows as never)
    .onConflict((oc) => oc.columns(keys as never).doUpdateSet(set))
    .execute();
  if (count === undefined) return;
  const period = keys[0] as 'fecha';
  await trx
    .deleteFrom(table as 'reportServiceDaily')
    .where(count as 'units', '<=', 0)
    .where(period, 'in', [...new Set(rows.map((r) => (r as Record<string, string>)[period] as string))])
    .execute();
}

async function applyDeltas(trx: ReadModelTransaction, deltas: ReportDeltas): Promise<void> {
  await addDeltas(trx, 'reportDaily', ['fecha'], ['amount', 'orders'], [...deltas.daily.values()]);
  await addDeltas(
    trx,
    'reportServiceDaily',
    ['fecha', 'itemId'],
    ['revenue', 'units'],
    [...deltas.services.values()],
    'units',
  );
  await addDeltas(
    trx,
    'reportServiceMonthly',
    ['month', 'itemId'],
    ['revenue', 'units'],
    deltas.servicesByMonth(),
    'units',
  );
  await addDeltas(
    trx,
    'reportCustomerDaily',
    ['fecha', 'customerId'],
    ['visits', 'spent'],
    [...deltas.customers.values()],
    'visits',
  );
  await addDeltas(
    trx,
    'reportCustomerMonthly',
    ['month', 'customerId'],
    ['visits', 'spent'],
    deltas.customersByMonth(),
    'visits',
  );
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
