import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { AuditExportQuery } from '@lavadero/contracts/audit';
import type { SaleIssued } from '@lavadero/domain/sales/events';
import { toSaleStreamId } from '@lavadero/domain/sales/events';
import type { ChainLink, ReadChainOptions } from '@lavadero/event-store/event-store';
import { GENESIS_HASH } from '@lavadero/event-store/postgres/chain-sql';
import { asuncionEndOfDay } from '@lavadero/fiscal/asuncion-day';
import { addCalendarDays } from '@lavadero/fiscal/report-period';
import { dailySales } from '@lavadero/read-models/reports/reports.queries';
import { Zip, ZipDeflate } from 'fflate';
import { lastSignedXml } from '../electronic-documents/signed-xml';
import type { WriteDeps } from '../plugins/write-deps';
import {
  ANCHOR_FILE,
  CANONICAL_DESCRIPTION,
  documentFile,
  EVENTS_FILE,
  eventFields,
  eventLine,
  FORMAT,
  LATER_SALE_EVENTS_FILE,
  MANIFEST_FILE,
  type PackageManifest,
  REPORT_FILE,
  type SalesReportFigures,
} from './audit-package-format';

const PAGE = 2_000;
const STREAMS_PER_QUERY = 1_000;

type ExportDeps = Pick<WriteDeps, 'store' | 'readDb' | 'clock'>;

/**
 * Writes the auditor's package of the days `from`..`to` to `out` as a zip, page by page: what is
 * held at once is one page of events, the ids of the period's sales and the zip's compressor, so
 * memory stays flat however long the period. The period's events are the contiguous stretch of
 * the chain from the first to the last event recorded in those Asunción days.
 */
export async function writeAuditPackage(
  deps: ExportDeps,
  query: AuditExportQuery,
  out: Writable,
): Promise<void> {
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const files: Record<string, { sha256: string; bytes: number }> = {};
  const file = (name: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    const hash = createHash('sha256');
    let bytes = 0;
    const encoder = new TextEncoder();
    return {
      write(text: string) {
        const data = encoder.encode(text);
        hash.update(data);
        bytes += data.length;
        entry.push(data, false);
      },
      end() {
        entry.push(new Uint8Array(0), true);
        files[name] = { sha256: hash.digest('hex'), bytes };
      },
    };
  };
  const drained = async () => {
    if (out.writableNeedDrain) await once(out, 'drain');
  };

  const start = new Date(Date.parse(asuncionEndOfDay(addCalendarDays(query.from, -1))) + 1);
  const end = new Date(Date.parse(asuncionEndOfDay(query.to)) + 1);
  const span = await deps.store.chainSpan(start, end);

  const anchor = span ? await anchorBefore(deps, span.first) : { position: 0, hash: GENESIS_HASH };
  const anchorFile = file(ANCHOR_FILE);
  anchorFile.write(`${JSON.stringify(anchor)}\n`);
  anchorFile.end();

  const sales = new Map<string, string | null>(); // sale id → its emission ('electronica' or not)
  let events = 0;
  const eventsFile = file(EVENTS_FILE);
  if (span) {
    for await (const page of pages(deps, { after: span.first - 1n, until: span.last, maxCount: PAGE })) {
      let text = '';
      for (const link of page) {
        text += `${eventLine(link.hash, link.canonical)}\n`;
        if (link.type === 'SaleIssued') {
          const data = eventFields(link.canonical).data as SaleIssued['data'];
          sales.set(data.saleId, data.company.emision ?? null);
        }
      }
      events += page.length;
      eventsFile.write(text);
      await drained();
    }
  }
  eventsFile.end();

  let later = 0;
  const laterFile = file(LATER_SALE_EVENTS_FILE);
  if (span) {
    const streamIds = [...sales.keys()].map(toSaleStreamId);
    for (let i = 0; i < streamIds.length; i += STREAMS_PER_QUERY) {
      const chunk = streamIds.slice(i, i + STREAMS_PER_QUERY);
      for await (const page of pages(deps, { after: span.last, streamIds: chunk, maxCount: PAGE })) {
        laterFile.write(page.map((link) => `${eventLine(link.hash, link.canonical)}\n`).join(''));
        later += page.length;
        await drained();
      }
    }
  }
  laterFile.end();

  let documents = 0;
  for (const [saleId, emision] of sales) {
    if (emision !== 'electronica') continue;
    const signed = await lastSignedXml(deps.store, saleId).catch(() => null);
    if (!signed) continue;
    const document = file(documentFile(signed.cdc));
    document.write(signed.xml);
    document.end();
    documents++;
    await drained();
  }

  const days = await dailySales(deps.readDb, [{ from: query.from, to: query.to }]);
  const figures: SalesReportFigures = {
    from: query.from,
    to: query.to,
    orders: days.reduce((sum, d) => sum + d.orders, 0),
    amount: days.reduce((sum, d) => sum + d.amount, 0),
  };
  const reportFile = file(REPORT_FILE);
  reportFile.write(`${JSON.stringify(figures, null, 2)}\n`);
  reportFile.end();

  const manifest: PackageManifest = {
    format: FORMAT,
    from: query.from,
    to: query.to,
    exportedAt: deps.clock.now().toISOString(),
    firstPosition: span ? Number(span.first) : null,
    lastPosition: span ? Number(span.last) : null,
    events,
    laterSaleEvents: later,
    documents,
    files,
    canonical: CANONICAL_DESCRIPTION,
  };
  const manifestEntry = new ZipDeflate(MANIFEST_FILE, { level: 6 });
  zip.add(manifestEntry);
  manifestEntry.push(new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`), true);
  zip.end();
}

async function anchorBefore(deps: ExportDeps, first: bigint): Promise<{ position: number; hash: string }> {
  if (first <= 1n) return { position: 0, hash: GENESIS_HASH };
  const [link] = await deps.store.readChain({ after: first - 2n, until: first - 1n, maxCount: 1 });
  if (!link) throw new Error(`The chain has no event at position ${first - 1n}`);
  return { position: Number(link.position), hash: link.hash };
}

async function* pages(deps: ExportDeps, options: ReadChainOptions): AsyncGenerator<ChainLink[]> {
  let after = options.after;
  for (;;) {
    const page = await deps.store.readChain({ ...options, after });
    if (page.length === 0) return;
    yield page;
    after = page.at(-1)!.position;
  }
}
