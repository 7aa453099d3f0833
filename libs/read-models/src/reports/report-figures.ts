import type { SaleContent, SaleEvent } from '@lavadero/domain/sales/events';
import { assertNever } from '@lavadero/domain/shared/decider';
import type { ServiceFigure } from './reports.table';

/** What one sale adds to the report figures while it counts. */
export interface SaleFigures {
  readonly saleId: string;
  readonly fecha: string;
  readonly customerId: string;
  readonly customerNombre: string;
  /** What was paid: a tourist's sale counts with its (tax-free) total. */
  readonly total: number;
  readonly services: readonly ServiceFigure[];
  readonly counted: boolean;
}

/** Services and combos are what 'Servicios Más Populares' ranks; products are not services. */
function serviceFigures(content: SaleContent): ServiceFigure[] {
  const byItem = new Map<string, ServiceFigure>();
  for (const line of content.lines) {
    if (line.kind === 'product') continue;
    const seen = byItem.get(line.itemId);
    byItem.set(line.itemId, {
      id: line.itemId,
      nombre: line.nombre,
      revenue: (seen?.revenue ?? 0) + line.subtotal,
      units: (seen?.units ?? 0) + line.cantidad,
    });
  }
  return [...byItem.values()];
}

function fromContent(saleId: string, fecha: string, content: SaleContent): SaleFigures {
  return {
    saleId,
    fecha,
    customerId: content.customer.customerId,
    customerNombre: content.customer.nombre,
    total: content.total,
    services: serviceFigures(content),
    counted: true,
  };
}

/** Pure: a sale's figures after one of its events (null before it was issued). */
export function evolveSaleFigures(figures: SaleFigures | null, event: SaleEvent): SaleFigures | null {
  switch (event.type) {
    case 'SaleIssued':
      return fromContent(event.data.saleId, event.data.fecha, event.data);
    case 'SaleCorrected':
      // A correction keeps the day of issue; a voided sale stays out of every figure.
      return figures?.counted ? fromContent(figures.saleId, figures.fecha, event.data) : figures;
    case 'SaleVoided':
      return figures && { ...figures, counted: false };
    default:
      return assertNever(event);
  }
}

interface DailyDelta {
  fecha: string;
  amount: number;
  orders: number;
}
interface ServiceDelta {
  fecha: string;
  itemId: string;
  nombre: string;
  revenue: number;
  units: number;
}
interface CustomerDelta {
  fecha: string;
  customerId: string;
  nombre: string;
  visits: number;
  spent: number;
}

/**
 * The changes a batch of events makes to the per-day tables, summed per key so each row is written
 * once per batch: a sale's figures are added when it starts counting and taken out when it stops
 * (a correction does both).
 */
export class ReportDeltas {
  readonly daily = new Map<string, DailyDelta>();
  readonly services = new Map<string, ServiceDelta>();
  readonly customers = new Map<string, CustomerDelta>();

  /** The per-day changes summed per calendar month, for the monthly tables. */
  servicesByMonth() {
    return byMonth(
      this.services,
      (d) => d.itemId,
      (a, d) => ({
        ...d,
        revenue: a.revenue + d.revenue,
        units: a.units + d.units,
      }),
    );
  }

  customersByMonth() {
    return byMonth(
      this.customers,
      (d) => d.customerId,
      (a, d) => ({
        ...d,
        visits: a.visits + d.visits,
        spent: a.spent + d.spent,
      }),
    );
  }

  /** Moves from what `before` added to what `after` adds. */
  change(before: SaleFigures | null, after: SaleFigures | null): void {
    if (before?.counted) this.add(before, -1);
    if (after?.counted) this.add(after, 1);
  }

  private add(figures: SaleFigures, sign: 1 | -1): void {
    const { fecha } = figures;
    const day = this.daily.get(fecha) ?? { fecha, amount: 0, orders: 0 };
    day.amount += sign * figures.total;
    day.orders += sign;
    this.daily.set(fecha, day);

    const customerKey = `${fecha}|${figures.customerId}`;
    const customer = this.customers.get(customerKey) ?? {
      fecha,
      customerId: figures.customerId,
      nombre: figures.customerNombre,
      visits: 0,
      spent: 0,
    };
    customer.visits += sign;
    customer.spent += sign * figures.total;
    // The name of the latest sale that counts is the one shown.
    if (sign > 0) customer.nombre = figures.customerNombre;
    this.customers.set(customerKey, customer);

    for (const service of figures.services) {
      const key = `${fecha}|${service.id}`;
      const row = this.services.get(key) ?? {
        fecha,
        itemId: service.id,
        nombre: service.nombre,
        revenue: 0,
        units: 0,
      };
      row.revenue += sign * service.revenue;
      row.units += sign * service.units;
      if (sign > 0) row.nombre = service.nombre;
      this.services.set(key, row);
    }
  }
}

/** Folds per-day deltas into per-month ones; `merge` keeps the later day's name. */
function byMonth<D extends { fecha: string }>(
  deltas: Map<string, D>,
  keyOf: (delta: D) => string,
  merge: (earlier: D, later: D) => D,
): (Omit<D, 'fecha'> & { month: string })[] {
  const months = new Map<string, D>();
  for (const delta of [...deltas.values()].sort((a, b) => a.fecha.localeCompare(b.fecha))) {
    const key = `${delta.fecha.slice(0, 7)}|${keyOf(delta)}`;
    const seen = months.get(key);
    months.set(key, seen ? merge(seen, delta) : { ...delta });
  }
  return [...months.values()].map(({ fecha, ...rest }) => ({ ...rest, month: fecha.slice(0, 7) }));
}
