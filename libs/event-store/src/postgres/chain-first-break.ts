import type { Queryable } from './append';
import { canonicalEventSql, GENESIS_HASH } from './chain-sql';

/** Positions one statement checks: few enough to report progress and stop early on a long log. */
const PIECE = 50_000;
/** Pieces in flight at once, each on a connection (and so a server process) of its own. */
const IN_FLIGHT = 4;

/** A row the walk may start after: its position and stored hash. `null`: before the first row. */
export type ChainStart = { readonly position: bigint; readonly hash: string } | null;

/**
 * Where the Node walk (chain-check.ts) of a PostgreSQL log must start for the same verdict as
 * from the genesis: after the last row that links before the first one that does not (a gap, a
 * hash that does not match its predecessor and canonical text, a written-down anchor it misses),
 * or before the last row when every row links. The database recomputes each link
 * (`sha256(previous hash ‖ canonical text)`, the text built from the columns by the same
 * expression as the verifier's own), in pieces of the chain on several connections at once, so
 * that neither the text crossing to Node nor one core bounds a walk over millions of events.
 * `onProgress` is called with how many rows from the start are known to link.
 */
export async function findChainStart(
  db: Queryable,
  schema: string,
  options: {
    readonly anchors?: ReadonlyMap<bigint, string>;
    readonly onProgress?: (count: number) => void;
    /** Positions per statement (tests make pieces of a few rows). */
    readonly piece?: number;
  } = {},
): Promise<ChainStart> {
  const size = BigInt(options.piece ?? PIECE);
  const { rows } = await db.query<{ first: string | null; last: string | null }>(
    `SELECT min(chain_seq)::text AS first, max(chain_seq)::text AS last FROM "${schema}".events`,
  );
  if (rows[0]?.first == null || rows[0].last == null) return null;
  const first = BigInt(rows[0].first) - 1n;
  const last = BigInt(rows[0].last);
  const anchors = [...(options.anchors ?? new Map<bigint, string>())];
  /** The start before the first row of (after, after + size] that does not link; undefined if all do. */
  const check = async (after: bigint): Promise<ChainStart | undefined> => {
    const { rows: broken } = await db.query<{ before: string | null; before_hash: string | null }>(
      firstUnlinkedSql(schema),
      [
        String(after),
        String(after + size),
        anchors.map(([position]) => String(position)),
        anchors.map(([, hash]) => hash),
      ],
    );
    const row = broken[0];
    if (!row) return undefined;
    return row.before === null ? null : { position: BigInt(row.before), hash: row.before_hash! };
  };

  // Pieces in chain order, a few at a time; the first piece with a break decides, so no piece
  // after it is started, and those before it must all have passed.
  const pieces: { readonly end: bigint; readonly found: ReturnType<typeof check> }[] = [];
  let next = first;
  const startNext = () => {
    if (next >= last) return;
    pieces.push({ end: next + size < last ? next + size : last, found: check(next) });
    next += size;
  };
  for (let i = 0; i < IN_FLIGHT; i++) startNext();
  try {
    for (const piece of pieces) {
      const start = await piece.found;
      if (start !== undefined) return start;
      startNext();
      options.onProgress?.(Number(piece.end - first));
    }
  } finally {
    await Promise.allSettled(pieces.map((piece) => piece.found));
  }
  return await rowBefore(db, schema, last);
}

/**
 * The first row in (after, until] that does not link, with the row before it. The scan starts one
 * row early, at the last row at or before `after`, so that the piece's first row has its predecessor.
 */
function firstUnlinkedSql(schema: string): string {
  const s = `"${schema}"`;
  const canonical = canonicalEventSql({
    chainSeq: 'x.chain_seq',
    txId: 'x.tx_id',
    seq: 'x.seq',
    streamId: 'x.stream_id',
    revision: 'x.revision',
    id: 'x.id',
    type: 'x.type',
    recordedAt: 'x.recorded_at',
    data: 'x.data',
    metadata: 'x.metadata',
  });
  return `
SELECT x.before::text AS before, encode(x.before_hash, 'hex') AS before_hash
  FROM (SELECT e.*, lag(e.chain_seq) OVER w AS before, lag(e.hash) OVER w AS before_hash
          FROM ${s}.events AS e
         WHERE e.chain_seq >= COALESCE((SELECT max(chain_seq) FROM ${s}.events WHERE chain_seq <= $1), $1)
           AND e.chain_seq <= $2
        WINDOW w AS (ORDER BY e.chain_seq)) AS x
  LEFT JOIN unnest($3::bigint[], $4::text[]) AS anchor (position, hash) ON anchor.position = x.chain_seq
 WHERE x.chain_seq > $1
   AND (x.chain_seq IS DISTINCT FROM COALESCE(x.before, 0) + 1
     OR pg_catalog.sha256(COALESCE(x.before_hash, decode('${GENESIS_HASH}', 'hex')) || convert_to(${canonical}, 'UTF8'))
        IS DISTINCT FROM x.hash
     OR encode(x.hash, 'hex') IS DISTINCT FROM COALESCE(anchor.hash, encode(x.hash, 'hex')))
 ORDER BY x.chain_seq LIMIT 1`;
}

/** The row just before `position`, where a walk over the last row starts. */
async function rowBefore(db: Queryable, schema: string, position: bigint): Promise<ChainStart> {
  const { rows } = await db.query<{ chain_seq: string; hash: string }>(
    `SELECT chain_seq::text AS chain_seq, encode(hash, 'hex') AS hash FROM "${schema}".events
      WHERE chain_seq < $1 ORDER BY chain_seq DESC LIMIT 1`,
    [String(position)],
  );
  const row = rows[0];
  return row ? { position: BigInt(row.chain_seq), hash: row.hash } : null;
}
