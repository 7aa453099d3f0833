import type {
  CustomerReportRowDto,
  DailySalesDto,
  SalesTotalsDto,
  ServiceReportRowDto,
} from '@lavadero/contracts/reports';
import { type DayRange, daysOfRange } from '@lavadero/fiscal/report-period';

const averageOf = (amount: number, count: number) => (count === 0 ? 0 : Math.round(amount / count));

/** Every day of the range, with zeros for the days without sales. */
export function fillDays(
  range: DayRange,
  days: readonly { fecha: string; amount: number; orders: number }[],
): DailySalesDto[] {
  const byDay = new Map(days.map((d) => [d.fecha, d]));
  return daysOfRange(range).map((date) => {
    const amount = byDay.get(date)?.amount ?? 0;
    const orders = byDay.get(date)?.orders ?? 0;
    return { date, amount, orders, average: averageOf(amount, orders) };
  });
}

export function totalsOf(
  days: readonly { amount: number; orders: number }[],
  counts: { activeCustomers: number; completedOrders: number },
): SalesTotalsDto {
  const amount = days.reduce((sum, d) => sum + d.amount, 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  return { amount, orders, averageTicket: averageOf(amount, orders), ...counts };
}

/** Each service's share of the services revenue, in percent with one decimal. */
export function withPercentages(
  services: readonly { id: string; name: string; revenue: number; units: number }[],
): ServiceReportRowDto[] {
  const total = services.reduce((sum, s) => sum + s.revenue, 0);
  return services.map((s) => ({
    id: s.id,
    name: s.name,
    revenue: s.revenue,
    count: s.units,
    percentage: total === 0 ? 0 : Math.round((s.revenue / total) * 1000) / 10,
  }));
}

export function withAverages(
  customers: readonly { id: string; name: string; visits: number; lastVisit: string; spent: number }[],
): CustomerReportRowDto[] {
  return customers.map((c) => ({ ...c, average: averageOf(c.spent, c.visits) }));
}
