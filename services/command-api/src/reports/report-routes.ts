import {
  CUSTOMERS_REPORT_LIMIT,
  CustomerReportRowDto,
  CustomersReportQuery,
  PaymentMethodReportRowDto,
  ReportQuery,
  SalesReportDto,
  ServiceReportRowDto,
} from '@lavadero/contracts/reports';
import { paymentMethodLabel } from '@lavadero/contracts/sale-payments';
import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import { type ReportPeriodRequest, resolveReportPeriod } from '@lavadero/fiscal/report-period';
import { paymentMethodTotals } from '@lavadero/read-models/payment-methods-report/payment-methods-report.queries';
import {
  countActiveCustomers,
  customerTotals,
  dailySales,
  firstReportDay,
  serviceTotals,
} from '@lavadero/read-models/reports/reports.queries';
import { countCompletedOrders } from '@lavadero/read-models/work-orders/work-orders.queries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fillDays, totalsOf, withAverages, withPercentages } from './report-builders';

const tags = ['Reportes'];

/**
 * /api/reports (spec 2 §3, §7): the owner's view of the business, so administrators only. Every
 * figure comes from the reports read model, per Asunción day; the server's clock decides "today".
 */
export async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const periodOf = (query: ReportPeriodRequest) =>
    resolveReportPeriod(query, asuncionToday(deps.clock.now()));

  app.get(
    '/api/reports/sales',
    {
      config: { access: 'reports.view' },
      schema: { tags, querystring: ReportQuery, response: { 200: SalesReportDto } },
    },
    async (request) => {
      const { current, previous } = periodOf(request.query);
      const ranges = [current, previous];
      const [days, [active, activeBefore], [completed, completedBefore]] = await Promise.all([
        dailySales(deps.readDb, ranges),
        countActiveCustomers(deps.readDb, ranges),
        countCompletedOrders(deps.readDb, ranges),
      ]);
      const now = days.filter((d) => d.fecha >= current.from);
      const before = days.filter((d) => d.fecha <= previous.to);
      return {
        period: current,
        previousPeriod: previous,
        daily: fillDays(current, now),
        totals: totalsOf(now, { activeCustomers: active ?? 0, completedOrders: completed ?? 0 }),
        previousTotals: totalsOf(before, {
          activeCustomers: activeBefore ?? 0,
          completedOrders: completedBefore ?? 0,
        }),
      };
    },
  );

  app.get(
    '/api/reports/services',
    {
      config: { access: 'reports.view' },
      schema: { tags, querystring: ReportQuery, response: { 200: z.array(ServiceReportRowDto) } },
    },
    async (request) => withPercentages(await serviceTotals(deps.readDb, periodOf(request.query).current)),
  );

  app.get(
    '/api/reports/payment-methods',
    {
      config: { access: 'reports.view' },
      schema: { tags, querystring: ReportQuery, response: { 200: z.array(PaymentMethodReportRowDto) } },
    },
    async (request) =>
      (await paymentMethodTotals(deps.readDb, periodOf(request.query).current)).map((row) => ({
        ...row,
        label: paymentMethodLabel(row.medio),
      })),
  );

  app.get(
    '/api/reports/customers',
    {
      config: { access: 'reports.view' },
      schema: {
        tags,
        querystring: CustomersReportQuery,
        response: { 200: z.array(CustomerReportRowDto) },
      },
    },
    async (request) => {
      const query = request.query;
      // All time: from the first day any sale was counted (today when none was) to today.
      const range =
        query.period === 'all'
          ? await firstReportDay(deps.readDb).then((first) => {
              const today = asuncionToday(deps.clock.now());
              return { from: first && first < today ? first : today, to: today };
            })
          : periodOf(query).current;
      return withAverages(await customerTotals(deps.readDb, range, CUSTOMERS_REPORT_LIMIT));
    },
  );
}
