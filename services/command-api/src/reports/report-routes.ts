import {
  CUSTOMERS_REPORT_LIMIT,
  CustomerReportRowDto,
  ReportQuery,
  SalesReportDto,
  ServiceReportRowDto,
} from '@lavadero/contracts/reports';
import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import { type ReportPeriodRequest, resolveReportPeriod } from '@lavadero/fiscal/report-period';
import {
  countActiveCustomers,
  customerTotals,
  dailySales,
  serviceTotals,
} from '@lavadero/read-models/reports/reports.queries';
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
      config: { access: 'admin' },
      schema: { tags, querystring: ReportQuery, response: { 200: SalesReportDto } },
    },
    async (request) => {
      const { current, previous } = periodOf(request.query);
      const [days, [active, activeBefore]] = await Promise.all([
        dailySales(deps.readDb, [current, previous]),
        countActiveCustomers(deps.readDb, [current, previous]),
      ]);
      const now = days.filter((d) => d.fecha >= current.from);
      const before = days.filter((d) => d.fecha <= previous.to);
      return {
        period: current,
        previousPeriod: previous,
        daily: fillDays(current, now),
        totals: totalsOf(now, active ?? 0),
        previousTotals: totalsOf(before, activeBefore ?? 0),
      };
    },
  );

  app.get(
    '/api/reports/services',
    {
      config: { access: 'admin' },
      schema: { tags, querystring: ReportQuery, response: { 200: z.array(ServiceReportRowDto) } },
    },
    async (request) => withPercentages(await serviceTotals(deps.readDb, periodOf(request.query).current)),
  );

  app.get(
    '/api/reports/customers',
    {
      config: { access: 'admin' },
      schema: { tags, querystring: ReportQuery, response: { 200: z.array(CustomerReportRowDto) } },
    },
    async (request) =>
      withAverages(
        await customerTotals(deps.readDb, periodOf(request.query).current, CUSTOMERS_REPORT_LIMIT),
      ),
  );
}
