import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largeBackup } from '../../test-support/large-backup';
import { type SalesTestServer, startSalesTestServer } from '../../test-support/sales-test-kit';

/**
 * The 50,000-record file (about 22 MiB; the route accepts 128 MiB) on PostgreSQL, the
 * production shape: 19 to 55 s on the shared 2-core machine (the append and the read models catching
 * up take about half each). PGlite, the same code path, takes 5,000 records by default (its 50,000
 * took 67 to 75 s); IMPORT_TEST_CUSTOMERS / IMPORT_TEST_SALES set both sizes.
 */
const SIZES = {
  postgres: { customers: 20_000, sales: 10_000 },
  pglite: { customers: 2_000, sales: 1_000 },
} as const;
const sizeOf = (database: keyof typeof SIZES) => ({
  customers: Number(process.env.IMPORT_TEST_CUSTOMERS ?? SIZES[database].customers),
  sales: Number(process.env.IMPORT_TEST_SALES ?? SIZES[database].sales),
});

describe.each(['pglite', 'postgres'] as const)('a large import on %s', (database) => {
  const { customers: CUSTOMERS, sales: SALES } = sizeOf(database);
  let k: SalesTestServer;
  beforeAll(async () => {
    k = await startSalesTestServer({ database });
  }, 120_000);
  afterAll(() => k.t.close());

  it(`imports ${CUSTOMERS * 2 + SALES} records in one request, with progress, and the series goes on`, {
    timeout: 300_000,
  }, async () => {
    const backup = largeBackup({ customers: CUSTOMERS, sales: SALES });
    const importId = randomUUID();
    const payload = JSON.stringify({ importId, data: backup });
    const started = performance.now();
    const pending = k.t.app.inject({
      method: 'POST',
      url: '/api/admin/migrate-json-data',
      headers: { cookie: k.cookies.admin, 'content-type': 'application/json' },
      payload,
    });
    // The page's poll, while the import runs: the percentages it sees never go back.
    const readProgress = async () =>
      (await k.call('GET', `/api/admin/migrate-json-data/progress/${importId}`, k.cookies.admin)).json();
    const seen: { phase: string; percent: number }[] = [];
    let finished = false;
    void pending.then(() => {
      finished = true;
    });
    while (!finished) {
      const progress = await readProgress();
      if (progress.phase) seen.push(progress);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const res = await pending;
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `${database}: ${CUSTOMERS * 2 + SALES} records, ${(payload.length / 2 ** 20).toFixed(1)} MiB in ${seconds.toFixed(1)} s`,
    );
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(res.json().counts).toMatchObject({
      customers: { created: CUSTOMERS, skipped: 0 },
      vehicles: { created: CUSTOMERS, skipped: 0 },
      sales: { created: SALES, skipped: 0 },
    });
    expect(new Set(seen.map((p) => p.phase))).toContain('deciding');
    const percents = seen.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(await readProgress()).toMatchObject({ phase: 'done', percent: 100 });
    expect((await k.sell()).numeroFactura).toBe(`001-002-${String(SALES + 1).padStart(7, '0')}`);
  });
});
