import type { InventoryItemDto } from '@lavadero/contracts/inventory';
import type { SaleDto } from '@lavadero/contracts/sales';

/** Spec 1 §9: the recent-sales panel lists at most 5 sales. */
export const RECENT_SALES_LIMIT = 5;

/** Today's live sales (voided ones leave every total), newest first as the API lists them. */
export function salesOfDay(sales: readonly SaleDto[], day: string): SaleDto[] {
  return sales.filter((sale) => !sale.anulada && sale.fecha === day);
}

export interface PopularService {
  readonly name: string;
  readonly count: number;
  readonly revenue: number;
  /** Whole percent of the day's service units. */
  readonly percentage: number;
}

/**
 * 'Servicios Populares': today's service and combo lines grouped by name, most sold first, with
 * their revenue; 'Ninguno' is the most popular when nothing was sold.
 */
export function popularServices(sales: readonly SaleDto[]) {
  const byName = new Map<string, { count: number; revenue: number }>();
  for (const sale of sales) {
    for (const item of sale.items) {
      if (item.inventoryItemId) continue;
      const entry = byName.get(item.nombre) ?? { count: 0, revenue: 0 };
      entry.count += item.cantidad;
      entry.revenue += item.subtotal;
      byName.set(item.nombre, entry);
    }
  }
  const totalServices = [...byName.values()].reduce((n, e) => n + e.count, 0);
  const items: PopularService[] = [...byName.entries()]
    .map(([name, e]) => ({ name, ...e, percentage: Math.round((e.count / totalServices) * 100) }))
    .sort((a, b) => b.count - a.count || b.revenue - a.revenue || a.name.localeCompare(b.name, 'es'));
  return {
    items,
    totalServices,
    totalRevenue: items.reduce((sum, item) => sum + item.revenue, 0),
    mostPopular: items[0]?.name ?? 'Ninguno',
  };
}

/** Spec 1 §4: critico and bajo are alerts; the count is critical plus low. */
export function inventoryAlerts(items: readonly InventoryItemDto[]) {
  const critical = items.filter((item) => item.estadoAlerta === 'critico');
  const low = items.filter((item) => item.estadoAlerta === 'bajo');
  return {
    alerts: [...critical, ...low],
    critical: critical.length,
    low: low.length,
    total: items.length,
    needsReorder: items.filter((item) => item.stockActual <= item.stockMinimo).length,
  };
}
