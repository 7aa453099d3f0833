import { buffer } from 'node:stream/consumers';
import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ElectronicTestServer,
  startElectronicTestServer,
} from '../../test-support/electronic-documents-test-kit';
import { auditPackage } from './audit-export';
import { documentFile, MANIFEST_FILE, type PackageManifest } from './audit-package-format';
import { verifyPackage } from './verify-package';

let s: ElectronicTestServer;
const cdcs: string[] = [];
// The kit's clock dates the sales from 2026-11-23; the log records them today.
const from = '2026-11-23';
const to = asuncionToday(new Date());

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

beforeAll(async () => {
  s = await startElectronicTestServer('postgres');
  const sales = [await s.sell(), await s.sell(s.saleBody({ units: 2 })), await s.sell()];
  cdcs.push(await s.approve(sales[0]!.id), await s.signAndSend(sales[2]!.id));
  expect((await s.call('DELETE', `/api/sales/${sales[1]!.id}`, s.cookies.admin)).statusCode).toBe(200);
});
afterAll(async () => {
  await s?.t.close();
});

describe('the auditor package, read a page at a time', () => {
  it('is the same package whatever the page size, with each signed document of the period', async () => {
    const res = await s.call('GET', `/api/audit/export?from=${from}&to=${to}`, s.cookies.readonly);
    expect(res.statusCode).toBe(200);
    const whole = unzipSync(new Uint8Array(res.rawPayload));
    // Two events a page: every page boundary falls between a sale's events somewhere.
    const paged = new Uint8Array(await buffer(auditPackage(s.t.app.deps, { from, to }, { pageSize: 2 })));

    expect(unzipSync(paged)).toEqual(whole);
    const manifest = JSON.parse(strFromU8(whole[MANIFEST_FILE]!)) as PackageManifest;
    expect(manifest.documents).toBe(2);
    for (const cdc of cdcs) expect(strFromU8(whole[documentFile(cdc)]!)).toContain(`Id="${cdc}"`);
    expect(manifest.events).toBe((await s.t.allEvents()).length);
    expect(await verifyPackage(once(paged))).toMatchObject({ ok: true, count: manifest.events });
  });
});
