import type pg from 'pg';
import type { AppendResult, EventToAppend, ExpectedRevision } from '../event-store';
import { toBigInt, toPosition } from './rows';
import { WRONG_EXPECTED_REVISION_SQLSTATE } from './schema';

/** Anything that runs a query: the pool (autocommit) or a checked-out client (inside a transaction). */
export type Queryable = pg.Pool | pg.PoolClient | pg.Client;

/**
 * Calls append_events: one round trip, atomic. Throws the database error as is; `classifyAppendError`
 * says what it means. Exported apart from the store so that a caller (or a test) can append inside a
 * transaction of its own.
 */
export async function callAppendEvents(
  db: Queryable,
  schema: string,
  streamId: string,
  events: readonly EventToAppend[],
  expectedRevision: ExpectedRevision,
  notify = false,
): Promise<AppendResult> {
  if (events.length === 0) throw new Error(`Nothing to append to stream ${streamId}`);
  const { rows } = await db.query<{ revision: string; tx_id: string; seq: string }>(
    `SELECT out_revision::text AS revision, out_tx_id::text AS tx_id, out_seq::text AS seq
       FROM "${schema}".append_events($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[], $7)`,
    [
      streamId,
      String(expectedRevision),
      events.map((e) => e.id),
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.data ?? null)),
      events.map((e) => JSON.stringify(e.metadata ?? {})),
      notify,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('append_events returned no row');
  return { nextExpectedRevision: toBigInt(row.revision), position: toPosition(row.tx_id, row.seq) };
}

export type AppendFailure =
  /** append_events refused the expected revision; `actual` is what the stream was at. */
  | { readonly kind: 'wrong_revision'; readonly actual: bigint | 'no_stream' }
  /** A unique key on the stream was hit by a concurrent writer (only if someone bypasses the lock). */
  | { readonly kind: 'revision_race' }
  /** An event id is already stored: either a retry of an append that succeeded, or a caller bug. */
  | { readonly kind: 'duplicate_id' };

export function classifyAppendError(error: unknown): AppendFailure | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, detail, constraint } = error as { code?: unknown; detail?: unknown; constraint?: unknown };
  if (code === WRONG_EXPECTED_REVISION_SQLSTATE) {
    return { kind: 'wrong_revision', actual: detail === 'no_stream' ? 'no_stream' : toBigInt(detail) };
  }
  if (code !== '23505') return null; // unique_violation
  if (constraint === 'events_id_unique') return { kind: 'duplicate_id' };
  if (constraint === 'events_stream_revision_unique' || constraint === 'streams_pkey') {
    return { kind: 'revision_race' };
  }
  return null;
}
