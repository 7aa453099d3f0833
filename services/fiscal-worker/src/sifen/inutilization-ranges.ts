import type { NumberToInutilize } from '@lavadero/read-models/electronic-documents/electronic-documents.queries';

/** SIFEN takes at most this many numbers in one inutilización event. */
export const MAX_RANGE = 1000;

export interface InutilizationRange {
  readonly timbrado: string;
  readonly establecimiento: string;
  readonly puntoExpedicion: string;
  readonly first: number;
  readonly last: number;
  /** The sales whose numbers the range holds, in order. */
  readonly saleIds: readonly string[];
}

/**
 * The pending numbers as contiguous ranges of one series, at most MAX_RANGE long: 4, 5, 6 and 9
 * of a series are reported as 4–6 and 9–9. A number listed twice counts once.
 */
export function inutilizationRanges(numbers: readonly NumberToInutilize[]): InutilizationRange[] {
  const series = (n: NumberToInutilize) => `${n.timbrado}|${n.establecimiento}|${n.puntoExpedicion}`;
  const sorted = [...numbers].sort((a, b) => series(a).localeCompare(series(b)) || a.secuencia - b.secuencia);
  const ranges: {
    timbrado: string;
    establecimiento: string;
    puntoExpedicion: string;
    first: number;
    last: number;
    saleIds: string[];
  }[] = [];
  for (const n of sorted) {
    const open = ranges.at(-1);
    const sameSeries = open !== undefined && series(n) === series({ ...n, ...open, secuencia: 0 });
    if (open && sameSeries && n.secuencia === open.last) continue;
    if (open && sameSeries && n.secuencia === open.last + 1 && open.last - open.first + 1 < MAX_RANGE) {
      open.last = n.secuencia;
      open.saleIds.push(n.saleId);
      continue;
    }
    const { timbrado, establecimiento, puntoExpedicion, secuencia } = n;
    ranges.push({
      timbrado,
      establecimiento,
      puntoExpedicion,
      first: secuencia,
      last: secuencia,
      saleIds: [n.saleId],
    });
  }
  return ranges;
}
