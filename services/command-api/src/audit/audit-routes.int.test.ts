import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SalesTestServer, startSalesTestServer } from '../../test-support/sales-test-kit';
import { EVENTS_FILE, MANIFEST_FILE, type PackageManifest, REPORT_FILE } from './audit-package-format';
import { verifyPackage } from './verify-package';

let s: SalesTestServer;
let today: string;
let zip: Uint8Array;
const dir = mkdtempSync(join(tmpdir(), 'audit-package-'));

async function* chunks(bytes: Uint8Array, size = 4096): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}
const verify = (bytes: Uint8Array) => verifyPackage(chunks(bytes));

/** The package with its events.jsonl rewritten by `edit` and zipped again (manifest untouched). */
function tampered(edit: (lines: string[]) => string[]): Uint8Array {
  const files = unzipSync(zip);
  const lines = strFromU8(files[EVENTS_FILE]!).split('\n').slice(0, -1);
  files[EVENTS_FILE] = strToU8(`${edit(lines).join('\n')}\n`);
  return zipSync(files);
}

beforeAll(async () => {
  // Sales are dated by the app's clock and the package's period by the time the log recorded them.
  s = await startSalesTestServer({ clockStart: new Date().toISOString() });
  today = asuncionToday(new Date());
  await s.sell();
  const voided = await s.sell(s.saleBody({ units: 2 }));
  await s.sell(s.saleBody({ customer: 'tourist' }));
  expect((await s.call('DELETE', `/api/sales/${voided.id}`, s.cookies.admin)).statusCode).toBe(200);
});
afterAll(async () => {
  await s?.t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/audit/anchor', () => {
  it('shows admins and auditors the chain head, and no anchor before the worker made one', async () => {
    const res = await s.call('GET', '/api/audit/anchor', s.cookies.readonly);
    expect(res.statusCode).toBe(200);
    const head = (await s.t.store.chainHead())!;
    expect(res.json()).toEqual({ anchor: null, head: { position: Number(head.position), hash: head.hash } });
    expect((await s.call('GET', '/api/audit/anchor', s.cookies.user)).statusCode).toBe(403);
  });
});

describe('the auditor package', () => {
  it('is refused to a cashier and for a period that ends before it starts', async () => {
    const url = `/api/audit/export?from=${today}&to=${today}`;
    expect((await s.call('GET', url, s.cookies.user)).statusCode).toBe(403);
    const backwards = await s.call('GET', '/api/audit/export?from=2026-02-10&to=2026-02-01', s.cookies.admin);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('El período termina antes de empezar');
  });

  it('round trip: exported, then verified offline with the chain, digests and sales totals', async () => {
    const res = await s.t.app.inject({
      method: 'GET',
      url: `/api/audit/export?from=${today}&to=${today}`,
      headers: { cookie: s.cookies.readonly },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    zip = new Uint8Array(res.rawPayload);
    const files = unzipSync(zip);
    const manifest = JSON.parse(strFromU8(files[MANIFEST_FILE]!)) as PackageManifest;
    const all = await s.t.allEvents();
    expect(manifest.events).toBe(all.length);
    expect(JSON.parse(strFromU8(files[REPORT_FILE]!))).toMatchObject({ orders: 2, amount: 85_000 + 85_000 });

    const verdict = await verify(zip);
    expect(verdict).toMatchObject({ ok: true, count: all.length });
    if (verdict.ok) expect(verdict.summary).toContain('2 ventas por Gs. 170000');
  });

  it('refuses a package with one event changed, naming its line', async () => {
    const verdict = await verify(
      tampered((lines) =>
        lines.map((line, i) => (i === 4 ? line.replace(/"(\d{4})-(\d\d)-(\d\dT)/, '"$1-$2-0$3') : line)),
      ),
    );
    expect(verdict.ok).toBe(false);
    if (!verdict.ok)
      expect(verdict.message).toMatch(/^events\.jsonl, línea 5: .*contenido del evento cambió/);
  });

  it('refuses a package whose events were reordered, naming the first line out of place', async () => {
    const verdict = await verify(tampered((lines) => [lines[0]!, lines[2]!, lines[1]!, ...lines.slice(3)]));
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.message).toMatch(/^events\.jsonl, línea 2: .*orden alterado/);
  });

  it('refuses a package with a line removed or the zip cut short', async () => {
    const dropped = await verify(tampered((lines) => [...lines.slice(0, 6), ...lines.slice(7)]));
    expect(dropped.ok).toBe(false);
    if (!dropped.ok) expect(dropped.message).toMatch(/^events\.jsonl, línea 7: /);

    const lastLineGone = await verify(tampered((lines) => lines.slice(0, -1)));
    expect(lastLineGone.ok).toBe(false);
    if (!lastLineGone.ok) expect(lastLineGone.message).toContain(`línea ${lastLineGoneLine()}`);

    const cut = await verify(zip.subarray(0, Math.floor(zip.length / 2)));
    expect(cut.ok).toBe(false);
    if (!cut.ok) expect(cut.message).toMatch(/truncado|cortad|falta/);
  });

  it('refuses a package whose sales report does not match its sales', async () => {
    const files = unzipSync(zip);
    const report = JSON.parse(strFromU8(files[REPORT_FILE]!));
    files[REPORT_FILE] = strToU8(JSON.stringify({ ...report, amount: report.amount + 1 }));
    const verdict = await verify(zipSync(files));
    expect(verdict.ok).toBe(false);
    // The changed file no longer has the digest the manifest gave it, which is said first.
    if (!verdict.ok) expect(verdict.message).toContain(REPORT_FILE);
  });

  it('npm run audit:verify -- --package says whether the package holds, with exit codes 0 and 1', async () => {
    const good = join(dir, 'good.zip');
    const bad = join(dir, 'bad.zip');
    writeFileSync(good, zip);
    writeFileSync(
      bad,
      tampered((lines) => lines.slice(0, 3).concat(lines.slice(4))),
    );
    const run = (file: string) =>
      promisify(execFile)(
        'npx',
        ['tsx', 'services/command-api/src/audit/audit-verify-cli.ts', '--package', file],
        {
          cwd: join(import.meta.dirname, '../../../..'),
        },
      ).then(
        (r) => ({ code: 0, out: r.stdout }),
        (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
      );
    const [ok, refused] = await Promise.all([run(good), run(bad)]);
    expect(ok).toMatchObject({ code: 0 });
    expect(ok.out).toMatch(/^paquete íntegro: /);
    expect(refused).toMatchObject({ code: 1 });
    expect(refused.out).toMatch(/^paquete rechazado: events\.jsonl, línea 4: /);
  }, 60_000);
});

/** The manifest counts one more line than a package without its last. */
function lastLineGoneLine(): number {
  const manifest = JSON.parse(strFromU8(unzipSync(zip)[MANIFEST_FILE]!)) as PackageManifest;
  return manifest.events;
}
