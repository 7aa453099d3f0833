import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import { addCalendarDays, REPORT_PERIODS } from '@lavadero/fiscal/report-period';
import { ProjectionRunner } from '@lavadero/read-models/projection-runner';
import { allProjections } from '@lavadero/read-models/projections';
import { rebuildReadModels } from '@lavadero/read-models/rebuild';
import { startTestServer } from '../../services/command-api/test-support/test-server';
import { load } from './load';
import type { BenchRow } from './measure';
import { seedSales } from './reports-seed';

const SALES = 100_000;
const DAYS = 730;

/**
 * The reports on PostgreSQL with 100,000 sales over two years: the events go straight into the
 * store, the projections catch up (and later rebuild the reports alone), then every report for
 * every period is read over HTTP (the load generator in its own process); the target is p99 ≤ 20 ms.
 */
export async function benchReports(): Promise<BenchRow[]> {
  const t = await startTestServer({ database: 'postgres' });
  try {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await t.login('admin', 'Admin12345');
    await t.runner.stop();
    const today = asuncionToday(new Date());
    const events = await seedSales(t.store, SALES, DAYS, today);

    let started = performance.now();
    await new ProjectionRunner(t.readDb, t.store, allProjections).catchUp();
    const catchUp = events / ((performance.now() - started) / 1000);
    const reports = allProjections.filter((p) => p.name === 'reports');
    started = performance.now();
    await rebuildReadModels(t.readDb, t.store, reports);
    const rebuild = events / ((performance.now() - started) / 1000);

    const rows: BenchRow[] = [
      { name: 'postgres: projections catch up on 100,000 sales', value: catchUp, unit: 'events/s' },
      { name: 'postgres: reports read model rebuild', value: rebuild, unit: 'events/s' },
    ];
    const queries = REPORT_PERIODS.map((period) =>
      period === 'custom'
        ? `period=custom&from=${addCalendarDays(today, -365)}&to=${today}`
        : `period=${period}`,
    );
    for (const report of ['sales', 'services', 'customers']) {
      for (const query of queries) {
        const url = `${base}/api/reports/${report}?${query}`;
        const r = await load({
          url,
          method: 'GET',
          headers: { cookie },
          requests: 200,
          connections: 1,
          warmUp: 5,
        });
        const label = `postgres: GET /api/reports/${report}?${query.split('&')[0]}`;
        rows.push({
          name: label,
          value: r.p50,
          unit: `ms p50, p99 ${r.p99.toFixed(1)} ms${r.non2xx ? ` (${r.non2xx} of ${r.requests} not 2xx)` : ''}`,
        });
      }
    }
    return rows;
  } finally {
    await t.close();
  }
}
