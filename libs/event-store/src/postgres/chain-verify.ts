import { type ChainRow, type ChainVerdict, checkChain } from '../chain-check';
import type { Queryable } from './append';
import { readChainHead } from './chain-reads';
import { canonicalEventSql, EVENT_TABLE_CANONICAL, GENESIS_HASH } from './chain-sql';
import { assertSchemaName } from './schema';

const BATCH = 10_000;

/**
 * Recomputes the whole chain of a PostgreSQL/PGlite event store in chain order, in pages on the
 * chain index, and checks its end against the head row the appends keep. The canonical text is
 * built here from the columns, not by anything stored in the database.
 */
export async function verifyStoredChain(
  db: Queryable,
  options: {
    readonly schema?: string;
    readonly onProgress?: (count: number) => void;
    /** Heads written down earlier (position → hash): the daily anchors, an auditor's notes. */
    readonly anchors?: ReadonlyMap<bigint, string>;
  } = {},
): Promise<ChainVerdict> {
  const schema = options.schema ?? 'event_store';
  assertSchemaName(schema);
  const verdict = await checkChain(pages(db, schema), {
    checkpoints: options.anchors,
    anchor: GENESIS_HASH,
    firstPosition: 1n,
    onProgress: options.onProgress,
    progressEvery: 50_000,
    describe: (row) => `evento ${eventIdOf(row.canonical)}`,
  });
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

/** Pages in chain order; the next page is asked for while the caller hashes this one. */
async function* pages(db: Queryable, schema: string): AsyncGenerator<ChainRow[]> {
  const page = (after: bigint) =>
    db.query<{ chain_seq: string; hash: string | null; canonical: string }>(
      `SELECT e.chain_seq::text AS chain_seq, encode(e.hash, 'hex') AS hash,
              ${canonicalEventSql(EVENT_TABLE_CANONICAL)} AS canonical
         FROM "${schema}".events AS e WHERE e.chain_seq > $1 ORDER BY e.chain_seq LIMIT ${BATCH}`,
      [String(after)],
    );
  let pending = page(0n);
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
