import { type ChainRow, type ChainVerdict, checkChain } from '../chain-check';
import type { Queryable } from './append';
import { type ChainStart, findChainStart } from './chain-first-break';
import { readChainHead } from './chain-reads';
import { canonicalEventSql, EVENT_TABLE_CANONICAL, GENESIS_HASH } from './chain-sql';
import { assertSchemaName } from './schema';

const BATCH = 10_000;

/** Marks a pool backed by one embedded PGlite session (see @lavadero/database's database-pool). */
const EMBEDDED_POOL = Symbol.for('lavadero.embeddedPool');

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
  const embedded = (db as unknown as Record<symbol, unknown>)[EMBEDDED_POOL] === true;
  const start = embedded ? null : await findChainStart(db, schema, options);
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
  const head = await readChainHead(db, schema);
  if (!head) {
    return {
      ok: false,
      count: verdict.count,
      position: 0n,
      kind: 'broken',
      message: 'falta la cabeza de la cadena',
    };
  }
  const headPosition = head.position;
  if (headPosition > verdict.lastPosition) {
    const first = verdict.lastPosition + 1n;
    return {
      ok: false,
      count: verdict.count,
      position: first,
      kind: 'deleted',
      message: `posición ${first}: faltan los eventos ${first} a ${headPosition}, borrados del final del registro`,
    };
  }
  if (headPosition < verdict.lastPosition || head.hash !== verdict.lastHash) {
    return {
      ok: false,
      count: verdict.count,
      position: headPosition + 1n,
      kind: 'inserted',
      message: `posición ${headPosition + 1n}: el registro sigue después de su cabeza (posición ${headPosition}): eventos agregados fuera de la cadena`,
    };
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
