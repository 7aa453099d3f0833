/**
 * The hash chain over the log (issue 20): every event's `hash` is
 *   SHA-256(previous event's hash ‖ UTF-8 bytes of its canonical text)
 * and the first event's previous hash is 32 zero bytes (`GENESIS_HASH`).
 *
 * The canonical text is PostgreSQL's jsonb text form of one array, built from the columns:
 *   [chain_seq, tx_id, seq, stream_id, revision, id, type, recorded_at, data, metadata]
 * numbers as JSON numbers, `recorded_at` as UTC `YYYY-MM-DDTHH:MM:SS.ffffffZ` (microseconds, the
 * column's precision), `data` and `metadata` as stored. jsonb prints deterministically: `, ` and
 * `: ` between items, object keys shorter first then bytewise, each key once. Those exact bytes
 * travel in the auditor's package, so a verifier without PostgreSQL hashes what it reads.
 *
 * Chain order is `chain_seq`, handed out under the lock on the one `chain_head` row that every append
 * takes after its streams' locks and keeps until commit: appenders take turns there, so chain order
 * is commit order and has no gaps. Readers keep following (tx_id, seq); the chain is a second,
 * strictly ordered numbering of the same events that only the verifier walks.
 */

/** The hash before the first event, hex. */
export const GENESIS_HASH = '0'.repeat(64);

/** Names (or expressions) of the columns the canonical text is built from. */
export interface CanonicalColumns {
  readonly chainSeq: string;
  readonly txId: string;
  readonly seq: string;
  readonly streamId: string;
  readonly revision: string;
  readonly id: string;
  readonly type: string;
  readonly recordedAt: string;
  /** `recordedAt` already as `canonicalTimeSql` writes it (an append formats its one time once). */
  readonly recordedAtText?: string;
  readonly data: string;
  readonly metadata: string;
}

/**
 * The SQL expression of an event's canonical text; the verifier builds it itself from the columns.
 * Concatenated by hand rather than with jsonb_build_array, which copies `data` into a new jsonb
 * first: the text is the same (`to_json` quotes a string as jsonb prints it), the cost 40 % lower.
 */
export function canonicalEventSql(c: CanonicalColumns): string {
  return `('[' || (${c.chainSeq}) || ', ' || (${c.txId}) || ', ' || (${c.seq}) || ', ' || to_json(${c.streamId}::text)::text
    || ', ' || (${c.revision}) || ', "' || (${c.id}) || '", ' || to_json(${c.type}::text)::text
    || ', "' || ${c.recordedAtText ?? canonicalTimeSql(c.recordedAt)} || '", '
    || (${c.data})::text || ', ' || (${c.metadata})::text || ']')`;
}

/** A timestamptz as the canonical text writes it: UTC, microseconds, `Z`. */
export function canonicalTimeSql(expression: string): string {
  return `to_char((${expression}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

export const EVENT_TABLE_CANONICAL: CanonicalColumns = {
  chainSeq: 'e.chain_seq',
  txId: 'e.tx_id',
  seq: 'e.seq',
  streamId: 'e.stream_id',
  revision: 'e.revision',
  id: 'e.id',
  type: 'e.type',
  recordedAt: 'e.recorded_at',
  data: 'e.data',
  metadata: 'e.metadata',
};

/**
 * The chain's tables, and its migration: a log stored before the chain existed is chained once, in
 * its global order (tx_id, seq), the first time this runs (no head row yet). Later rows without a
 * hash are never chained silently: the columns are NOT NULL from then on.
 */
export function chainSchemaSql(s: string): string {
  return `
ALTER TABLE ${s}.events ADD COLUMN IF NOT EXISTS chain_seq bigint, ADD COLUMN IF NOT EXISTS hash bytea;

CREATE TABLE IF NOT EXISTS ${s}.chain_head (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  chain_seq bigint NOT NULL,
  hash bytea NOT NULL
);

DO $chain$
DECLARE
  r record;
  v_hash bytea := decode('${GENESIS_HASH}', 'hex');
  v_chain bigint := 0;
BEGIN
  IF EXISTS (SELECT 1 FROM ${s}.chain_head) THEN
    RETURN;
  END IF;
  FOR r IN
    SELECT e.tx_id, e.seq, ${canonicalEventSql({ ...EVENT_TABLE_CANONICAL, chainSeq: 'row_number() OVER (ORDER BY e.tx_id, e.seq)' })} AS canonical
      FROM ${s}.events AS e ORDER BY e.tx_id, e.seq
  LOOP
    v_chain := v_chain + 1;
    v_hash := sha256(v_hash || convert_to(r.canonical, 'UTF8'));
    UPDATE ${s}.events SET chain_seq = v_chain, hash = v_hash WHERE tx_id = r.tx_id AND seq = r.seq;
  END LOOP;
  INSERT INTO ${s}.chain_head (chain_seq, hash) VALUES (v_chain, v_hash);
  ALTER TABLE ${s}.events ALTER COLUMN chain_seq SET NOT NULL, ALTER COLUMN hash SET NOT NULL;
END
$chain$;

CREATE UNIQUE INDEX IF NOT EXISTS events_chain_order ON ${s}.events (chain_seq);
`;
}
