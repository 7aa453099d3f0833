/**
 * The auditor's package (issue 20, item 5): a zip the export route writes and `npm run audit:verify
 * -- --package` checks with no database. Its files, in the order they are written:
 *
 * - anchor.json: the chain position and hash just before the period's first event (the anchor);
 * - events.jsonl: the period's events in chain order, one line each:
 *   `{"hash":"<64 hex>","event":<canonical text>}` where the canonical text is exactly the bytes the
 *   hash covers (a JSON array, see libs/event-store/src/postgres/chain-sql.ts);
 * - sale-events-after.jsonl: later corrections and voids of the period's sales, the same lines (their
 *   chain is checked on the live log by `npm run audit:verify`; here they count in the totals);
 * - documents/<CDC>.xml: the signed electronic document of each of the period's sales that has one;
 * - sales-report.json: the period's figures from the sales report (orders and amount);
 * - manifest.json: counts and the SHA-256 of every other file.
 */
export const FORMAT = 'lavadero-paquete-auditoria/1';
export const ANCHOR_FILE = 'anchor.json';
export const EVENTS_FILE = 'events.jsonl';
export const LATER_SALE_EVENTS_FILE = 'sale-events-after.jsonl';
export const REPORT_FILE = 'sales-report.json';
export const MANIFEST_FILE = 'manifest.json';
export const documentFile = (cdc: string) => `documents/${cdc}.xml`;

export interface PackageAnchor {
  /** The position before the period's first event (0: the period starts the log). */
  readonly position: number;
  readonly hash: string;
}

export interface SalesReportFigures {
  readonly from: string;
  readonly to: string;
  /** Sales counted by the report for the period (voided ones are not). */
  readonly orders: number;
  /** Their total in guaraníes. */
  readonly amount: number;
}

export interface PackageManifest {
  readonly format: typeof FORMAT;
  readonly from: string;
  readonly to: string;
  readonly exportedAt: string;
  /** Chain positions of the first and last event in events.jsonl (null: no events). */
  readonly firstPosition: number | null;
  readonly lastPosition: number | null;
  readonly events: number;
  readonly laterSaleEvents: number;
  readonly documents: number;
  readonly files: Readonly<Record<string, { readonly sha256: string; readonly bytes: number }>>;
  readonly canonical: string;
}

export const CANONICAL_DESCRIPTION =
  '[posición en la cadena, transacción, secuencia, flujo, revisión, id, tipo, registrado (UTC), datos, metadatos]; hash = SHA-256(hash anterior ‖ estos bytes UTF-8)';

const PREFIX = '{"hash":"';
const MIDDLE = '","event":';

export function eventLine(hash: string, canonical: string): string {
  return `${PREFIX}${hash}${MIDDLE}${canonical}}`;
}

/** The hash and the exact canonical text of a line, or null when the line is not one. */
export function parseEventLine(line: string): { hash: string; canonical: string } | null {
  const at = PREFIX.length + 64;
  if (!line.startsWith(PREFIX) || line.slice(at, at + MIDDLE.length) !== MIDDLE || !line.endsWith('}')) {
    return null;
  }
  const hash = line.slice(PREFIX.length, at);
  if (!/^[0-9a-f]{64}$/.test(hash)) return null;
  return { hash, canonical: line.slice(at + MIDDLE.length, -1) };
}

/** The fields of a canonical text the verifier reads (it is a JSON array). */
export function eventFields(canonical: string): {
  position: number;
  streamId: string;
  type: string;
  data: unknown;
} {
  const fields = JSON.parse(canonical) as unknown[];
  return {
    position: Number(fields[0]),
    streamId: String(fields[3]),
    type: String(fields[6]),
    data: fields[8],
  };
}
