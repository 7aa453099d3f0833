import { createHash, type Hash } from 'node:crypto';
import type { SaleEvent } from '@lavadero/domain/sales/events';
import { type ChainRow, type ChainVerdict, checkChain } from '@lavadero/event-store/chain-check';
import { evolveSaleFigures, type SaleFigures } from '@lavadero/read-models/reports/report-figures';
import { Unzip, UnzipInflate } from 'fflate';
import {
  ANCHOR_FILE,
  EVENTS_FILE,
  eventFields,
  LATER_SALE_EVENTS_FILE,
  MANIFEST_FILE,
  type PackageAnchor,
  type PackageManifest,
  parseEventLine,
  REPORT_FILE,
  type SalesReportFigures,
} from './audit-package-format';

export type PackageVerdict =
  | { readonly ok: true; readonly count: number; readonly lastHash: string; readonly summary: string }
  | { readonly ok: false; readonly message: string };

class PackageRefused extends Error {}

const SALE_TYPES = new Set(['SaleIssued', 'SaleCorrected', 'SaleVoided']);
/** A canonical text of a sale's event: [position, tx, seq, "sale-…", revision, "id", "Sale…", ...]. */
const SALE_EVENT = /^\[\d+, \d+, \d+, "sale-[^"]*", \d+, "[0-9a-f-]{36}", "Sale(Issued|Corrected|Voided)", /;

/**
 * Checks an auditor's package (audit-package-format.ts) with no database, reading the zip as it
 * streams in: the chain of events.jsonl from the anchor, line by line; every file's SHA-256 and the
 * counts against the manifest; and the period's sales, folded as the sales report folds them, against
 * the report's figures the package carries. The first fault is named with its file and line.
 */
export async function verifyPackage(
  zip: AsyncIterable<Uint8Array>,
  options: { readonly onProgress?: (count: number) => void } = {},
): Promise<PackageVerdict> {
  const texts = new Map<string, string>(); // the small files, whole
  const digests = new Map<string, { hash: Hash; bytes: number; done: boolean }>();
  const figures = new Map<string, Pick<SaleFigures, 'saleId' | 'fecha' | 'total' | 'counted'>>();
  let pendingRows: ChainRow[] = [];
  let eventsLines = 0;
  let laterLines = 0;
  let eventsDone = false;

  const foldSale = (canonical: string, file: string, line: number) => {
    const fields = eventFields(canonical);
    if (!SALE_TYPES.has(fields.type)) return;
    const saleId = fields.streamId.replace(/^sale-/, '');
    const before = figures.get(saleId) ?? null;
    const after = evolveSaleFigures(
      before && { ...before, customerId: '', customerNombre: '', services: [] },
      {
        type: fields.type,
        data: fields.data,
      } as SaleEvent,
    );
    if (!after)
      throw new PackageRefused(`${file}, línea ${line}: ${fields.type} de una venta que no se emitió`);
    figures.set(saleId, {
      saleId: after.saleId,
      fecha: after.fecha,
      total: after.total,
      counted: after.counted,
    });
  };

  const lineReader = (file: string, onLine: (line: string, n: number) => void) => {
    let rest = '';
    let n = 0;
    const decoder = new TextDecoder('utf-8', { fatal: true });
    return (chunk: Uint8Array, final: boolean) => {
      const lines = (rest + decoder.decode(chunk, { stream: !final })).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLine(line, ++n);
      if (final && rest !== '') {
        throw new PackageRefused(`${file}, línea ${n + 1}: la última línea está cortada (paquete truncado)`);
      }
      return n;
    };
  };

  const onEventLine = (line: string, n: number) => {
    const parsed = parseEventLine(line);
    if (!parsed)
      throw new PackageRefused(`${EVENTS_FILE}, línea ${n}: no es una línea de evento del paquete`);
    // The chain check proves the text; only the sales' events need reading as JSON (for the totals).
    const position = /^\[(\d+), /.exec(parsed.canonical)?.[1];
    if (!position)
      throw new PackageRefused(`${EVENTS_FILE}, línea ${n}: el evento no empieza por su posición`);
    if (SALE_EVENT.test(parsed.canonical)) {
      try {
        foldSale(parsed.canonical, EVENTS_FILE, n);
      } catch (error) {
        if (error instanceof PackageRefused) throw error;
        throw new PackageRefused(`${EVENTS_FILE}, línea ${n}: el evento no es JSON válido`);
      }
    }
    pendingRows.push({
      position: BigInt(position),
      canonical: parsed.canonical,
      hash: parsed.hash,
      line: n,
    });
    eventsLines = n;
  };
  const onLaterLine = (line: string, n: number) => {
    const parsed = parseEventLine(line);
    if (!parsed) throw new PackageRefused(`${LATER_SALE_EVENTS_FILE}, línea ${n}: no es una línea de evento`);
    foldSale(parsed.canonical, LATER_SALE_EVENTS_FILE, n);
    laterLines = n;
  };

  let failure: PackageRefused | null = null;
  const unzip = new Unzip((entry) => {
    const digest = { hash: createHash('sha256'), bytes: 0, done: false };
    digests.set(entry.name, digest);
    const reader =
      entry.name === EVENTS_FILE
        ? lineReader(EVENTS_FILE, onEventLine)
        : entry.name === LATER_SALE_EVENTS_FILE
          ? lineReader(LATER_SALE_EVENTS_FILE, onLaterLine)
          : null;
    const parts: Uint8Array[] = [];
    entry.ondata = (error, chunk, final) => {
      if (failure) return;
      try {
        if (error) throw new PackageRefused(`${entry.name}: no se puede descomprimir (${error.message})`);
        digest.hash.update(chunk);
        digest.bytes += chunk.length;
        if (reader) reader(chunk, final);
        else if (!entry.name.startsWith('documents/')) parts.push(chunk);
        if (final) {
          digest.done = true;
          if (entry.name === EVENTS_FILE) eventsDone = true;
          if (!reader && !entry.name.startsWith('documents/')) {
            texts.set(entry.name, Buffer.concat(parts).toString('utf8'));
          }
        }
      } catch (caught) {
        failure = caught instanceof PackageRefused ? caught : new PackageRefused(String(caught));
      }
    };
    entry.start();
  });
  unzip.register(UnzipInflate);

  // The chain is checked as events.jsonl streams in, from the anchor that precedes it in the zip.
  const iterator = zip[Symbol.asyncIterator]();
  let zipDone = false;
  const pump = async () => {
    const next = await iterator.next();
    try {
      if (next.done) {
        zipDone = true;
        unzip.push(new Uint8Array(0), true);
      } else {
        unzip.push(next.value, false);
      }
    } catch (error) {
      throw new PackageRefused(
        `el zip está cortado o dañado (${(error as Error).message}) después de la línea ${eventsLines} de ${EVENTS_FILE}`,
      );
    }
    if (failure) throw failure;
  };
  try {
    while (!texts.has(ANCHOR_FILE) && !zipDone) await pump();
    const anchorText = texts.get(ANCHOR_FILE);
    if (!anchorText) throw new PackageRefused(`falta ${ANCHOR_FILE}: no es un paquete de auditoría`);
    const anchor = JSON.parse(anchorText) as PackageAnchor;
    async function* rows(): AsyncGenerator<ChainRow[]> {
      for (;;) {
        if (pendingRows.length > 0) yield pendingRows.splice(0);
        if (eventsDone || zipDone) {
          if (pendingRows.length > 0) yield pendingRows.splice(0);
          return;
        }
        await pump();
      }
    }
    const verdict: ChainVerdict = await checkChain(rows(), {
      anchor: anchor.hash,
      firstPosition: BigInt(anchor.position) + 1n,
      onProgress: options.onProgress,
      describe: (row) => `línea ${row.line} de ${EVENTS_FILE}`,
    });
    if (!verdict.ok)
      return {
        ok: false,
        message: `${EVENTS_FILE}, línea ${lineOf(verdict.position, anchor)}: ${verdict.message}`,
      };
    pendingRows = [];
    if (!eventsDone) {
      throw new PackageRefused(
        `${EVENTS_FILE}, línea ${eventsLines + 1}: el archivo está cortado (paquete truncado)`,
      );
    }
    while (!zipDone) await pump();

    const manifestText = texts.get(MANIFEST_FILE);
    if (!manifestText) {
      throw new PackageRefused(
        `falta ${MANIFEST_FILE} al final del paquete (truncado después de la línea ${eventsLines} de ${EVENTS_FILE})`,
      );
    }
    const manifest = JSON.parse(manifestText) as PackageManifest;
    if (manifest.events !== verdict.count) {
      throw new PackageRefused(
        `${EVENTS_FILE}, línea ${verdict.count + 1}: el manifiesto declara ${manifest.events} eventos y el archivo trae ${verdict.count}`,
      );
    }
    if (manifest.laterSaleEvents !== laterLines) {
      throw new PackageRefused(
        `${LATER_SALE_EVENTS_FILE}: el manifiesto declara ${manifest.laterSaleEvents} líneas y el archivo trae ${laterLines}`,
      );
    }
    if (verdict.count > 0 && Number(verdict.lastPosition) !== manifest.lastPosition) {
      throw new PackageRefused(
        `${EVENTS_FILE}: termina en la posición ${verdict.lastPosition}, el manifiesto dice ${manifest.lastPosition}`,
      );
    }
    for (const [name, declared] of Object.entries(manifest.files)) {
      const seen = digests.get(name);
      if (!seen?.done) throw new PackageRefused(`falta ${name}, que el manifiesto declara`);
      const sha256 = seen.hash.digest('hex');
      if (sha256 !== declared.sha256 || seen.bytes !== declared.bytes) {
        throw new PackageRefused(`${name}: su SHA-256 no es el del manifiesto (archivo modificado)`);
      }
    }
    const undeclared = [...digests.keys()].filter(
      (name) => name !== MANIFEST_FILE && !(name in manifest.files),
    );
    if (undeclared.length > 0)
      throw new PackageRefused(`${undeclared[0]}: archivo que el manifiesto no declara`);
    if (Object.keys(manifest.files).filter((n) => n.startsWith('documents/')).length !== manifest.documents) {
      throw new PackageRefused(
        `documents/: el manifiesto declara ${manifest.documents} documentos y lista otros`,
      );
    }

    const report = JSON.parse(texts.get(REPORT_FILE) ?? 'null') as SalesReportFigures | null;
    if (!report) throw new PackageRefused(`falta ${REPORT_FILE}`);
    let orders = 0;
    let amount = 0;
    for (const sale of figures.values()) {
      if (!sale.counted || sale.fecha < report.from || sale.fecha > report.to) continue;
      orders++;
      amount += sale.total;
    }
    if (orders !== report.orders || amount !== report.amount) {
      throw new PackageRefused(
        `${REPORT_FILE}: las ventas del paquete suman ${orders} ventas por Gs. ${amount}, el reporte dice ${report.orders} por Gs. ${report.amount}`,
      );
    }
    return {
      ok: true,
      count: verdict.count,
      lastHash: verdict.lastHash,
      summary: `${report.from} a ${report.to}: ${verdict.count} eventos desde la posición ${anchor.position + 1}, ${manifest.documents} documentos firmados, ${orders} ventas por Gs. ${amount} (coinciden con el reporte)`,
    };
  } catch (error) {
    if (error instanceof PackageRefused) return { ok: false, message: error.message };
    if (error instanceof SyntaxError)
      return { ok: false, message: `archivo JSON ilegible: ${error.message}` };
    throw error;
  }
}

/** events.jsonl's line of a chain position: the lines run on from the anchor. */
function lineOf(position: bigint, anchor: PackageAnchor): bigint {
  return position - BigInt(anchor.position);
}
