import { createHash } from 'node:crypto';

/**
 * Walks a hash chain (see postgres/chain-sql.ts) and names its first break. Storage-free: the
 * database verifier and the auditor's package verifier both feed it rows in chain order.
 */

/** One link: its position in the chain, its canonical text (exact bytes) and its stored hash. */
export interface ChainRow {
  readonly position: bigint;
  readonly canonical: string;
  /** Stored hash, lowercase hex. */
  readonly hash: string;
  /** Its line, when the rows come from a file. */
  readonly line?: number;
}

export type ChainBreakKind = 'changed' | 'deleted' | 'inserted' | 'reordered' | 'broken';

export type ChainVerdict =
  | { readonly ok: true; readonly count: number; readonly lastPosition: bigint; readonly lastHash: string }
  | {
      readonly ok: false;
      readonly count: number;
      readonly position: bigint;
      readonly kind: ChainBreakKind;
      readonly message: string;
    };

export function linkHash(previousHash: string, canonical: string): string {
  return createHash('sha256')
    .update(Buffer.from(previousHash, 'hex'))
    .update(canonical, 'utf8')
    .digest('hex');
}

/** The canonical text as if the event stood at `position` (its text starts with `[<position>, `). */
function atPosition(canonical: string, position: bigint): string {
  return `[${position}${canonical.slice(canonical.indexOf(','))}`;
}

/** How many rows after a broken one the walk looks at to say what happened. */
const LOOKAHEAD = 4;

/**
 * Checks every row links to the one before, from `anchor` (the hash before `firstPosition`).
 * `onProgress` is called with the count every `progressEvery` rows.
 */
export async function checkChain(
  rows: AsyncIterable<readonly ChainRow[]>,
  options: {
    readonly anchor: string;
    readonly firstPosition: bigint;
    readonly onProgress?: (count: number) => void;
    readonly progressEvery?: number;
    /** How a person finds a row (a line of a package, an event id), asked only for a broken one. */
    readonly describe: (row: ChainRow) => string;
    /**
     * Hashes someone wrote down for some positions (the daily anchors): a log rewritten and hashed
     * again from some point on forms a whole chain, but not through these.
     */
    readonly checkpoints?: ReadonlyMap<bigint, string>;
  },
): Promise<ChainVerdict> {
  const iterator = rows[Symbol.asyncIterator]();
  try {
    return await walkChain(iterator, options);
  } finally {
    // A verdict found early leaves the source open (a page already asked for): closing it lets the
    // source finish that request before its caller drops the tables.
    await iterator.return?.();
  }
}

async function walkChain(
  iterator: AsyncIterator<readonly ChainRow[]>,
  options: Parameters<typeof checkChain>[1],
): Promise<ChainVerdict> {
  const buffer: ChainRow[] = [];
  let exhausted = false;
  const fill = async (size: number) => {
    while (!exhausted && buffer.length < size) {
      const next = await iterator.next();
      if (next.done) exhausted = true;
      else buffer.push(...next.value);
    }
  };

  let previous = options.anchor;
  let expected = options.firstPosition;
  let count = 0;
  const every = options.progressEvery ?? 100_000;
  let index = 0;
  for (;;) {
    if (index >= buffer.length) {
      buffer.splice(0, index);
      index = 0;
      await fill(1);
      if (buffer.length === 0) break;
    }
    const row = buffer[index]!;
    if (row.position === expected && linkHash(previous, row.canonical) === row.hash) {
      const written = options.checkpoints?.get(row.position);
      if (written !== undefined && written !== row.hash) {
        return {
          ok: false,
          count,
          position: row.position,
          kind: 'broken',
          message: `posición ${row.position} (${options.describe(row)}): la cadena es coherente pero no pasa por el ancla anotada (${written}): el registro fue reescrito desde antes de esa posición`,
        };
      }
      previous = row.hash;
      expected++;
      count++;
      index++;
      if (count % every === 0) options.onProgress?.(count);
      continue;
    }
    buffer.splice(0, index);
    await fill(LOOKAHEAD + 1);
    return {
      ok: false,
      count,
      ...diagnose(buffer.slice(0, LOOKAHEAD + 1), previous, expected, options.describe),
    };
  }
  const beyond = [...(options.checkpoints?.keys() ?? [])].find((position) => position >= expected);
  if (beyond !== undefined) {
    return {
      ok: false,
      count,
      position: beyond,
      kind: 'deleted',
      message: `posición ${beyond}: el ancla anotada está más allá del final del registro (posición ${expected - 1n}): faltan eventos`,
    };
  }
  return { ok: true, count, lastPosition: expected - 1n, lastHash: previous };
}

/**
 * What most likely happened at the first row that does not link, from the rows around it. A row's
 * stored hash is the one it had when appended, so a later row that still links to it tells an
 * edited row from a removed or added one.
 */
function diagnose(
  rows: readonly ChainRow[],
  previous: string,
  expected: bigint,
  describe: (row: ChainRow) => string,
): { position: bigint; kind: ChainBreakKind; message: string } {
  const [row, next] = rows;
  if (!row) return { position: expected, kind: 'broken', message: 'falta el evento' };
  const where = `posición ${expected} (${describe(row)})`;
  if (row.position < expected) {
    return {
      position: expected,
      kind: 'reordered',
      message: `${where}: se esperaba la posición ${expected} y llega la ${row.position} (posición repetida o fuera de orden)`,
    };
  }
  // A later row that belongs here: either this row was swapped with it, or this row was added in
  // front of it (then the rest shifted up by one).
  for (const later of rows.slice(1)) {
    if (linkHash(previous, atPosition(later.canonical, expected)) !== later.hash) continue;
    const swapped = linkHash(later.hash, atPosition(row.canonical, expected + 1n)) === row.hash;
    if (!swapped && later === next) {
      return {
        position: expected,
        kind: 'inserted',
        message: `${where}: evento insertado que no pertenece a la cadena; el que ocupaba esta posición sigue en la ${later.position}`,
      };
    }
    return {
      position: expected,
      kind: 'reordered',
      message: `posición ${expected}: el evento que ahora está en la posición ${later.position} (${describe(later)}) era el de la posición ${expected} (orden alterado)`,
    };
  }
  if (row.position > expected) {
    const missing = row.position - expected;
    return {
      position: expected,
      kind: 'deleted',
      message: `posición ${expected}: falta${missing > 1n ? `n ${missing} eventos (posiciones ${expected} a ${row.position - 1n})` : ' el evento'}, borrado; la cadena sigue en la posición ${row.position} (${describe(row)})`,
    };
  }
  if (next && linkHash(row.hash, next.canonical) === next.hash) {
    return {
      position: expected,
      kind: 'changed',
      message: `${where}: el contenido del evento cambió después de guardarse (su hash ya no corresponde a sus datos)`,
    };
  }
  // The rest shifted down: rows before them were removed and the positions renumbered.
  for (let gap = 1n; gap <= 3n && next; gap++) {
    if (linkHash(row.hash, atPosition(next.canonical, next.position + gap)) === next.hash) {
      return {
        position: expected,
        kind: 'deleted',
        message: `${where}: falta${gap > 1n ? `n ${gap} eventos` : ' un evento'} antes de este (borrado y posiciones renumeradas)`,
      };
    }
  }
  if (!next) {
    return {
      position: expected,
      kind: 'inserted',
      message: `${where}: el último evento no encadena con el anterior (insertado o modificado)`,
    };
  }
  return {
    position: expected,
    kind: 'broken',
    message: `${where}: la cadena se rompe (el hash no corresponde)`,
  };
}
