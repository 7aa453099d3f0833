import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { verifyStoredChain } from '@lavadero/event-store/postgres/chain-verify';
import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import { ProjectionRunner } from '@lavadero/read-models/projection-runner';
import { allProjections } from '@lavadero/read-models/projections';
import { verifyPackage } from '../../services/command-api/src/audit/verify-package';
import { startTestServer } from '../../services/command-api/test-support/test-server';
import type { BenchRow } from './measure';
import { seedSales } from './reports-seed';

const SALES = 100_000;

/**
 * The audit trail on PostgreSQL with 100,000 sales of one day: the chain verifier over the whole
 * log, the auditor's package of that day over HTTP (with the process's heap sampled while it
 * streams, to show it stays flat) and the package's offline verification.
 */
export async function benchAudit(): Promise<BenchRow[]> {
  const t = await startTestServer({ database: 'postgres' });
  const dir = mkdtempSync(join(tmpdir(), 'audit-bench-'));
  try {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await t.login('admin', 'Admin12345');
    await t.runner.stop();
    const today = asuncionToday(new Date());
    const events = await seedSales(t.store, SALES, 1, today);
    await new ProjectionRunner(t.readDb, t.store, allProjections).catchUp();

    let started = performance.now();
    const chain = await verifyStoredChain(t.pool);
    const chainRate = chain.count / ((performance.now() - started) / 1000);
    if (!chain.ok) throw new Error(`chain broken: ${chain.message}`);

    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const sampler = setInterval(() => {
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }, 20);
    const file = join(dir, 'package.zip');
    started = performance.now();
    const res = await fetch(`${base}/api/audit/export?from=${today}&to=${today}`, { headers: { cookie } });
    if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
    await pipeline(Readable.fromWeb(res.body as never), createWriteStream(file));
    const exportSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const size = (await stat(file)).size;

    started = performance.now();
    const verdict = await verifyPackage(createReadStream(file));
    const verifySeconds = (performance.now() - started) / 1000;
    if (!verdict.ok) throw new Error(`package refused: ${verdict.message}`);

    return [
      {
        name: `postgres: audit:verify over ${events.toLocaleString('en')} events`,
        value: Math.round(chainRate),
        unit: 'events/s',
      },
      {
        name: `postgres: audit export of ${SALES.toLocaleString('en')} sales`,
        value: Number(exportSeconds.toFixed(1)),
        unit: `s, ${(size / 1e6).toFixed(1)} MB zip`,
      },
      {
        name: 'postgres: audit export heap growth (peak - before)',
        value: Math.round((heapPeak - heapBefore) / 1e6),
        unit: 'MB',
      },
      {
        name: 'audit:verify --package (offline)',
        value: Math.round(verdict.count / verifySeconds),
        unit: 'events/s',
      },
    ];
  } finally {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
