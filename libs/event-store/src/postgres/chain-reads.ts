import type { ChainHead, ChainLink, ReadChainOptions } from '../event-store';
import type { Queryable } from './append';
import { canonicalEventSql, EVENT_TABLE_CANONICAL } from './chain-sql';
import { toBigInt } from './rows';

/**
 * The hash chain as the auditors read it: its head, its links in chain order, and the positions a
 * period spans. Functions of `(db, schema)`, like `callAppendMulti`, so that the adapter and the
 * offline verifier share them.
 */

/** The head the appends keep, or null when the schema has none (never created, or tampered with). */
export async function readChainHead(db: Queryable, schema: string): Promise<ChainHead | null> {
  // The head row is locked by a running append, never by a plain read: this sees the last commit.
  const { rows } = await db.query<{ chain_seq: string; hash: string }>(
    `SELECT chain_seq::text AS chain_seq, encode(hash, 'hex') AS hash FROM "${schema}".chain_head`,
  );
  const row = rows[0];
  return row ? { position: toBigInt(row.chain_seq), hash: row.hash } : null;
}

export async function readChainLinks(
  db: Queryable,
  schema: string,
  options: ReadChainOptions,
): Promise<ChainLink[]> {
  const { rows } = await db.query<{
    chain_seq: string;
    hash: string;
    canonical: string;
    stream_id: string;
    type: string;
  }>(
    `SELECT e.chain_seq::text AS chain_seq, encode(e.hash, 'hex') AS hash, e.stream_id, e.type,
            ${canonicalEventSql(EVENT_TABLE_CANONICAL)} AS canonical
       FROM "${schema}".events AS e
      WHERE e.chain_seq > $1 AND ($2::bigint IS NULL OR e.chain_seq <= $2)
        AND ($3::text[] IS NULL OR e.stream_id = ANY($3::text[]))
      ORDER BY e.chain_seq LIMIT $4`,
    [
      String(options.after),
      options.until === undefined ? null : String(options.until),
      options.streamIds ?? null,
      options.maxCount,
    ],
  );
  return rows.map((r) => ({
    position: toBigInt(r.chain_seq),
    hash: r.hash,
    canonical: r.canonical,
    streamId: r.stream_id,
    type: r.type,
  }));
}

/** The first and last chain positions of the events recorded in [from, to), or null if none. */
export async function readChainSpan(
  db: Queryable,
  schema: string,
  from: Date,
  to: Date,
): Promise<{ first: bigint; last: bigint } | null> {
  const { rows } = await db.query<{ first: string | null; last: string | null }>(
    `SELECT min(e.chain_seq)::text AS first, max(e.chain_seq)::text AS last FROM "${schema}".events AS e
      WHERE e.recorded_at >= $1 AND e.recorded_at < $2`,
    [from, to],
  );
  const row = rows[0];
  return row?.first && row.last ? { first: toBigInt(row.first), last: toBigInt(row.last) } : null;
}
