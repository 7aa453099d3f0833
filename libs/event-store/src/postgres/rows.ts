import type { EventMetadata, GlobalPosition, RecordedEvent } from '../event-store';

/**
 * The columns every event query selects from `events AS e`, int8 and xid8 cast to text (see
 * `toBigInt`). Sort by `e.tx_id`, `e.seq`, `e.revision`: a bare name in ORDER BY means the output
 * column, here the text cast, and '1000' sorts before '993'.
 */
export const EVENT_COLUMNS = [
  'e.seq::text AS seq, e.tx_id::text AS tx_id, e.stream_id, e.revision::text AS revision, e.id, e.type',
  'e.data, e.metadata, e.recorded_at',
].join(', ');

/**
 * The same and each event's link in the hash chain, only for reads that show it (the history
 * views): hex-encoding and sending the hash made a page of the log a fifth dearer to read.
 */
export const CHAINED_EVENT_COLUMNS = `${EVENT_COLUMNS}, e.chain_seq::text AS chain_seq, encode(e.hash, 'hex') AS hash`;

export interface EventRow {
  readonly seq: unknown;
  readonly tx_id: unknown;
  readonly stream_id: string;
  readonly revision: unknown;
  readonly id: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: unknown;
  readonly recorded_at: Date;
  readonly chain_seq?: unknown;
  readonly hash?: string | null;
}

/**
 * The one place where database integers become bigints: `pg` returns int8 as a string, PGlite's
 * own API as a number (or bigint past 2^53). Queries cast to text, and this accepts all three.
 */
export function toBigInt(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'string' || typeof value === 'number') return BigInt(value);
  throw new TypeError(`Expected an integer from the database, got ${typeof value}`);
}

export function toPosition(txId: unknown, seq: unknown): GlobalPosition {
  return { commit: toBigInt(txId), prepare: toBigInt(seq) };
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    streamId: row.stream_id,
    type: row.type,
    data: row.data,
    metadata: (row.metadata ?? {}) as EventMetadata,
    revision: toBigInt(row.revision),
    position: toPosition(row.tx_id, row.seq),
    recordedAt: row.recorded_at,
    ...(row.hash && { chain: { position: toBigInt(row.chain_seq), hash: row.hash } }),
  };
}
