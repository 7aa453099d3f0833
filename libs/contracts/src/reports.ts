import { calendarDaysBetween } from '@lavadero/fiscal/asuncion-day';
import {
  MAX_CUSTOM_PERIOD_DAYS,
  REPORT_PERIODS,
  type ReportPeriodRequest,
} from '@lavadero/fiscal/report-period';
import { isCalendarDay } from './building-blocks';
import { z } from './zod-es';

const invalidDate = (field: string) => `La fecha ${field} debe tener el formato AAAA-MM-DD`;

const ReportQueryFields = z.object({
  period: z.enum(REPORT_PERIODS, {
    error: 'El período debe ser day, week, month, quarter, year o custom',
  }),
  from: z.string().refine(isCalendarDay, invalidDate('Desde')).optional(),
  to: z.string().refine(isCalendarDay, invalidDate('Hasta')).optional(),
});

/** The checked period of a query, or an issue on `ctx` (then NEVER). */
function periodRequest(
  query: z.infer<typeof ReportQueryFields>,
  ctx: z.core.$RefinementCtx,
): ReportPeriodRequest {
  if (query.period !== 'custom') {
    if (query.from !== undefined || query.to !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'Las fechas Desde y Hasta solo valen para un período personalizado',
      });
      return z.NEVER;
    }
    return { period: query.period };
  }
  if (query.from === undefined || query.to === undefined) {
    ctx.addIssue({ code: 'custom', message: 'Un período personalizado necesita las fechas Desde y Hasta' });
    return z.NEVER;
  }
  const days = calendarDaysBetween(query.from, query.to) + 1;
  if (days < 1) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'La fecha Desde no puede ser posterior a Hasta',
    });
    return z.NEVER;
  }
  if (days > MAX_CUSTOM_PERIOD_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `El período personalizado no puede superar ${MAX_CUSTOM_PERIOD_DAYS} días`,
    });
    return z.NEVER;
  }
  return { period: 'custom', from: query.from, to: query.to };
}

/**
 * ?period=day|week|month|quarter|year|custom (what each one spans: libs/fiscal/report-period.ts).
 * A custom period needs `from` and `to` (YYYY-MM-DD), from ≤ to, at most 366 days; the calendar
 * periods take no dates.
 */
export const ReportQuery = ReportQueryFields.transform(periodRequest);

/**
 * GET /api/reports/customers (spec 2 §7 lists it without a period): the same period, or none for all
 * time, every sale ever counted.
 */
export const CustomersReportQuery = ReportQueryFields.partial({ period: true }).transform(
  (query, ctx): ReportPeriodRequest | { period: 'all' } => {
    if (query.period !== undefined) return periodRequest({ ...query, period: query.period }, ctx);
    if (query.from !== undefined || query.to !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'Las fechas Desde y Hasta necesitan period=custom' });
      return z.NEVER;
    }
    return { period: 'all' };
  },
);
export type ReportQueryInput = z.input<typeof ReportQuery>;

const Range = z.object({ from: z.string(), to: z.string() });

/** One calendar day of 'Ventas por Día'; every day of the period appears, with zeros when idle. */
export const DailySalesDto = z.object({
  date: z.string(),
  /** Integer guaraníes, IVA included; a tourist's sale with its (tax-free) total. */
  amount: z.number().int(),
  /** Sales that count (voided ones never do). */
  orders: z.number().int(),
  /** amount / orders, rounded; 0 without sales. */
  average: z.number().int(),
});
export type DailySalesDto = z.infer<typeof DailySalesDto>;

/** The four metric cards of a period. */
export const SalesTotalsDto = z.object({
  amount: z.number().int(),
  /** Sales that count (voided ones never do): what the average ticket divides by. */
  orders: z.number().int(),
  /** 'Órdenes Completadas': work orders that reached terminado on a day of the period. */
  completedOrders: z.number().int(),
  averageTicket: z.number().int(),
  /** Distinct customers with at least one sale that counts. */
  activeCustomers: z.number().int(),
});
export type SalesTotalsDto = z.infer<typeof SalesTotalsDto>;

/** GET /api/reports/sales. */
export const SalesReportDto = z.object({
  period: Range,
  previousPeriod: Range,
  daily: z.array(DailySalesDto),
  totals: SalesTotalsDto,
  previousTotals: SalesTotalsDto,
});
export type SalesReportDto = z.infer<typeof SalesReportDto>;

/** GET /api/reports/services: services and combos sold in the period, by revenue. */
export const ServiceReportRowDto = z.object({
  id: z.string(),
  name: z.string(),
  revenue: z.number().int(),
  /** Units sold. */
  count: z.number().int(),
  /** Share of the period's services revenue, in percent with one decimal. */
  percentage: z.number(),
});
export type ServiceReportRowDto = z.infer<typeof ServiceReportRowDto>;

/** How many customers the customers report lists, best first. */
export const CUSTOMERS_REPORT_LIMIT = 50;

/** GET /api/reports/customers: the best customers of the period (or of all time), by amount spent. */
export const CustomerReportRowDto = z.object({
  id: z.string(),
  name: z.string(),
  /** Sales that count. */
  visits: z.number().int(),
  /** YYYY-MM-DD of the last sale in the period. */
  lastVisit: z.string(),
  spent: z.number().int(),
  /** spent / visits, rounded. */
  average: z.number().int(),
});
export type CustomerReportRowDto = z.infer<typeof CustomerReportRowDto>;

/**
 * GET /api/reports/payment-methods: what each method took in the period, largest first. A split
 * sale counts each part in its method (and once in `sales` of each method it used).
 */
export const PaymentMethodReportRowDto = z.object({
  medio: z.string(),
  /** The method's name in Spanish ('Tarjeta de Crédito'). */
  label: z.string(),
  amount: z.number().int(),
  /** Sales with a part in this method. */
  sales: z.number().int(),
});
export type PaymentMethodReportRowDto = z.infer<typeof PaymentMethodReportRowDto>;
