import type { Readable } from 'node:stream';
import type { AuditExportQuery } from '@lavadero/contracts/audit';
import type { SaleIssued } from '@lavadero/domain/sales/events';
import type { ChainLink, EventStore, ReadChainOptions } from '@lavadero/event-store/event-store';
import { GENESIS_HASH } from '@lavadero/event-store/postgres/chain-sql';
import { asuncionEndOfDay } from '@lavadero/fiscal/asuncion-day';
import { addCalendarDays } from '@lavadero/fiscal/report-period';
import { dailySales } from '@lavadero/read-models/reports/reports.queries';
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
import { ZipReadable, ZipReaderGone } from './zip-readable';

/**
 * Events per read of the chain: one page (its rows and its lines, a few MB at 2,000) is all of the
 * period's events held at once; 500 keeps that near 3 MB for a few more reads.
 */
const PAGE = 500;
/** Sale streams per read of their later events (one index step each). */
const STREAMS_PER_QUERY = 1_000;
/** Written in every SaleIssued of an electronic sale (jsonb text); a cheap first look, parsed after. */
const ELECTRONIC = '"emision": "electronica"';

type ExportDeps = Pick<WriteDeps, 'store' | 'readDb' | 'clock'>;
type Span = { readonly first: bigint; readonly last: bigint };

export interface AuditPackageOptions {
  /** Events per read of the chain (tests use small pages to cross page boundaries). */
  readonly pageSize?: number;
  /** A failure after the first bytes went out (the download is then cut short). */
  readonly onError?: (error: unknown) => void;
}

/**
 * The auditor's package of the days `from`..`to` as a zip that streams as it is read. Memory stays
 * flat however long the period: the zip waits for the reader (zip-readable.ts), the chain is read a
 * page at a time (keyset on its position), digests grow as files are written, and nothing of the
 * period is kept from one page to the next. The period's sales are needed three times (their events,
 * their later corrections and voids, their signed documents), each a file of its own that must end
 * before the next begins, so the period is read once per file rather than its sales kept in memory.
 * The report's figures are the read model's daily totals, summed by day.
 */
export function auditPackage(
  deps: ExportDeps,
  query: AuditExportQuery,
  options: AuditPackageOptions = {},
): Readable {
  const zip = new ZipReadable();
  writeAuditPackage(deps, query, zip, options.pageSize ?? PAGE).catch((error: unknown) => {
    if (!(error instanceof ZipReaderGone)) options.onError?.(error);
    zip.fail(error instanceof Error ? error : new Error(String(error)));
  });
  return zip.readable;
}

async function writeAuditPackage(
  deps: ExportDeps,
  query: AuditExportQuery,
  zip: ZipReadable,
  pageSize: number,
): Promise<void> {
  const start = new Date(Date.parse(asuncionEndOfDay(addCalendarDays(query.from, -1))) + 1);
  const end = new Date(Date.parse(asuncionEndOfDay(query.to)) + 1);
  const span = await deps.store.chainSpan(start, end);

  const anchor = span ? await anchorBefore(deps.store, span.first) : { position: 0, hash: GENESIS_HASH };
  const anchorFile = zip.file(ANCHOR_FILE);
  await anchorFile.write(`${JSON.stringify(anchor)}\n`);
  await anchorFile.end();

  const { events, electronicSales } = await writeEvents(deps.store, span, zip, pageSize);
  const later = await writeLaterSaleEvents(deps.store, span, zip, pageSize);
  const documents = electronicSales > 0 ? await writeDocuments(deps.store, span!, zip, pageSize) : 0;

  const days = await dailySales(deps.readDb, [{ from: query.from, to: query.to }]);
  const figures: SalesReportFigures = {
    from: query.from,
    to: query.to,
    orders: days.reduce((sum, d) => sum + d.orders, 0),
    amount: days.reduce((sum, d) => sum + d.amount, 0),
  };
  const reportFile = zip.file(REPORT_FILE);
  await reportFile.write(`${JSON.stringify(figures, null, 2)}\n`);
  await reportFile.end();

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
    files: { ...zip.files },
    canonical: CANONICAL_DESCRIPTION,
  };
  const manifestFile = zip.file(MANIFEST_FILE);
  await manifestFile.write(`${JSON.stringify(manifest, null, 2)}\n`);
  await manifestFile.end();
  zip.end();
}

/** events.jsonl: the period's events in chain order; counts the sales that may carry a document. */
async function writeEvents(store: EventStore, span: Span | null, zip: ZipReadable, pageSize: number) {
  let events = 0;
  let electronicSales = 0;
  const file = zip.file(EVENTS_FILE);
  for await (const page of periodPages(store, span, pageSize)) {
    let text = '';
    for (const link of page) {
      text += `${eventLine(link.hash, link.canonical)}\n`;
      if (link.type === 'SaleIssued' && link.canonical.includes(ELECTRONIC)) electronicSales++;
    }
    events += page.length;
    await file.write(text);
  }
  await file.end();
  return { events, electronicSales };
}

/**
 * sale-events-after.jsonl: corrections and voids recorded after the period of sales issued in it.
 * The period is read again page by page, and each page's sales are looked up after its end.
 */
async function writeLaterSaleEvents(
  store: EventStore,
  span: Span | null,
  zip: ZipReadable,
  pageSize: number,
): Promise<number> {
  let later = 0;
  const file = zip.file(LATER_SALE_EVENTS_FILE);
  for await (const page of periodPages(store, span, pageSize)) {
    const sales = page.filter((link) => link.type === 'SaleIssued').map((link) => link.streamId);
    for (let i = 0; i < sales.length; i += STREAMS_PER_QUERY) {
      const streamIds = sales.slice(i, i + STREAMS_PER_QUERY);
      for await (const events of chainPages(store, { after: span!.last, streamIds, maxCount: pageSize })) {
        later += events.length;
        await file.write(events.map((link) => `${eventLine(link.hash, link.canonical)}\n`).join(''));
      }
    }
  }
  await file.end();
  return later;
}

/** documents/<CDC>.xml: the last signed document of each electronic sale of the period. */
async function writeDocuments(
  store: EventStore,
  span: Span,
  zip: ZipReadable,
  pageSize: number,
): Promise<number> {
  let documents = 0;
  for await (const page of periodPages(store, span, pageSize)) {
    for (const link of page) {
      if (link.type !== 'SaleIssued' || !link.canonical.includes(ELECTRONIC)) continue;
      const sale = eventFields(link.canonical).data as SaleIssued['data'];
      if (sale.company.emision !== 'electronica') continue;
      const signed = await lastSignedXml(store, sale.saleId).catch(() => null);
      if (!signed) continue;
      const file = zip.file(documentFile(signed.cdc));
      await file.write(signed.xml);
      await file.end();
      documents++;
    }
  }
  return documents;
}

async function anchorBefore(store: EventStore, first: bigint): Promise<{ position: number; hash: string }> {
  if (first <= 1n) return { position: 0, hash: GENESIS_HASH };
  const [link] = await store.readChain({ after: first - 2n, until: first - 1n, maxCount: 1 });
  if (!link) throw new Error(`The chain has no event at position ${first - 1n}`);
  return { position: Number(link.position), hash: link.hash };
}

async function* periodPages(
  store: EventStore,
  span: Span | null,
  pageSize: number,
): AsyncGenerator<ChainLink[]> {
  if (!span) return;
  yield* chainPages(store, { after: span.first - 1n, until: span.last, maxCount: pageSize });
}

/** The chain after `options.after`, a page at a time, each read starting after the last page's end. */
async function* chainPages(store: EventStore, options: ReadChainOptions): AsyncGenerator<ChainLink[]> {
  let after = options.after;
  for (;;) {
    const page = await store.readChain({ ...options, after });
    if (page.length === 0) return;
    yield page;
    if (page.length < options.maxCount) return;
    after = page.at(-1)!.position;
  }
}
