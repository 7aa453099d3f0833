import { type ChainBreakKind, type ChainRow, type ChainVerdict, checkChain } from '../chain-check';
import type { ChainHead } from '../event-store';
import type { Queryable } from './append';
import { type ChainStart, findChainStart } from './chain-first-break';
import { readChainHead } from './chain-reads';
import { canonicalEventSql, EVENT_TABLE_CANONICAL, GENESIS_HASH } from './chain-sql';
import { isEmbeddedPool } from './embedded-pool';
import { assertSchemaName } from './schema';

const BATCH = 10_000;

/**
 * Recomputes the whole chain of a PostgreSQL/PGlite event store in chain order and checks its end
 * against the head row the appends keep. The canonical text is built here from the columns, not by
 * anything stored in the database. On PostgreSQL the database first finds, on several connections
 * at once, the first row that does not link (chain-first-break.ts), and Node walks from just before
 * it to say what happened there; on PGlite, whose SHA-256 runs in WebAssembly at a fraction of
 * Node's speed and which has one session to offer, Node hashes every row itself, from the start.
 */
export async function verifyStoredChain(
  db: Queryable,
  options: {
    readonly schema?: string;
    readonly onProgress?: (count: number) => void;
    /** Heads written down earlier (position → hash): the daily anchors, an auditor's notes. */
    readonly anchors?: ReadonlyMap<bigint, string>;
    /** Positions the database checks per statement (chain-first-break.ts). */
    readonly piece?: number;
  } = {},
): Promise<ChainVerdict> {
  const schema = options.schema ?? 'event_store';
  assertSchemaName(schema);
  // The head before the walk: every row up to it was committed then, so the walk must reach it;
  // appends that commit meanwhile go past it, and the head read after the walk must cover them.
  const headBefore = await readChainHead(db, schema);
  const start = isEmbeddedPool(db) ? null : await findChainStart(db, schema, options);
  // Every row up to the start links, at positions 1 to its own.
  const before = start?.position ?? 0n;
  const walked = await checkChain(pages(db, schema, start), {
    checkpoints: options.anchors,
    anchor: start?.hash ?? GENESIS_HASH,
    firstPosition: before + 1n,
    onProgress: (count) => options.onProgress?.(count + Number(before)),
    progressEvery: 50_000,
    describe: (row) => `evento ${eventIdOf(row.canonical)}`,
  });
  const verdict = { ...walked, count: walked.count + Number(before) };
  if (!verdict.ok) return verdict;
  return checkHeads(db, schema, verdict, headBefore, await readChainHead(db, schema));
}

type WholeChain = Extract<ChainVerdict, { ok: true }>;

/**
 * A whole chain against the head row the appends keep, read before and after the walk: the walk
 * must reach the first and pass through its hash (else rows were cut off the end, or the log
 * rewritten), and the second must reach the walk's end, with its hash where the walk ended there
 * (else rows were added outside the chain).
 */
async function checkHeads(
  db: Queryable,
  schema: string,
  verdict: WholeChain,
  before: ChainHead | null,
  after: ChainHead | null,
): Promise<ChainVerdict> {
  const broken = (position: bigint, kind: ChainBreakKind, message: string): ChainVerdict => ({
    ok: false,
    count: verdict.count,
    position,
    kind,
    message,
  });
  if (!before || !after) return broken(0n, 'broken', 'falta la cabeza de la cadena');
  const last = verdict.lastPosition;
  if (before.position > last) {
    return broken(
      last + 1n,
      'deleted',
      `posición ${last + 1n}: faltan los eventos ${last + 1n} a ${before.position}, borrados del final del registro`,
    );
  }
  const hashAtBefore =
    before.position === last
      ? verdict.lastHash
      : (
          await db.query<{ hash: string }>(
            `SELECT encode(hash, 'hex') AS hash FROM "${schema}".events WHERE chain_seq = $1`,
            [String(before.position)],
          )
        ).rows[0]?.hash;
  if (hashAtBefore !== before.hash) {
    return broken(
      before.position,
      'broken',
      `posición ${before.position}: la cadena no pasa por su cabeza (${before.hash}): el registro fue reescrito desde antes de esa posición`,
    );
  }
  if (after.position < last || (after.position === last && after.hash !== verdict.lastHash)) {
    return broken(
      after.position + 1n,
      'inserted',
      `posición ${after.position + 1n}: el registro sigue después de su cabeza (posición ${after.position}): eventos agregados fuera de la cadena`,
    );
  }
  return verdict;
}

/**
 * Pages in chain order after `start` (from the first row when null, whatever its position); the
 * next page is asked for while the caller hashes this one.
 */
async function* pages(db: Queryable, schema: string, start: ChainStart): AsyncGenerator<ChainRow[]> {
  const page = (after: bigint | null) =>
    db.query<{ chain_seq: string; hash: string | null; canonical: string }>(
      `SELECT e.chain_seq::text AS chain_seq, encode(e.hash, 'hex') AS hash,
              ${canonicalEventSql(EVENT_TABLE_CANONICAL)} AS canonical
         FROM "${schema}".events AS e WHERE ${after === null ? 'true' : 'e.chain_seq > $1'}
        ORDER BY e.chain_seq LIMIT ${BATCH}`,
      after === null ? [] : [String(after)],
    );
  let pending = page(start?.position ?? null);
  try {
    for (;;) {
      const { rows } = await pending;
      if (rows.length === 0) return;
      pending = page(BigInt(rows.at(-1)!.chain_seq));
      yield rows.map((r) => ({
        position: BigInt(r.chain_seq),
        canonical: r.canonical,
        hash: r.hash ?? '',
      }));
    }
  } finally {
    await pending.catch(() => undefined);
  }
}

/** The canonical text holds the event id: [position, tx, seq, stream, revision, "id", ...]. */
function eventIdOf(canonical: string): string {
  return /, "([0-9a-f-]{36})", /.exec(canonical)?.[1] ?? '?';
}
