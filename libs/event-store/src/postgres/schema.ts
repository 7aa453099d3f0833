/**
 * The event store's tables and append function, created idempotently in their own schema.
 *
 * Global order is (tx_id, seq): `seq` alone is handed out before commit, so a reader following it
 * would pass an event whose slower transaction commits later (a sequence gap that fills in after the
 * reader moved on). Readers only return events whose transaction is older than the oldest one still
 * running (`pg_snapshot_xmin`); every later event then sorts after what they have already seen.
 */

import { appendGroupSql } from './append-group-sql';
import { canonicalEventSql, canonicalTimeSql, chainSchemaSql } from './chain-sql';

/** SQLSTATE raised by append_events when the expected revision does not match; DETAIL = actual. */
export const WRONG_EXPECTED_REVISION_SQLSTATE = 'LV409';

// At most 56 characters, so that the notify channel `${schema}_events` stays within 63.
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,55}$/;

export function assertSchemaName(schema: string): void {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid event store schema name: ${schema}`);
}

/** The channel append_events notifies on when asked to (see the `listen` option). */
export function notifyChannel(schema: string): string {
  return `${schema}_events`;
}

/**
 * An event's stream and revision: as the slots of a multi-stream append give them, else (NULL) its
 * one stream's, after the stream's base.
 */
const SLOT = {
  streamId: (slot: string) => `coalesce(${slot}, p_stream_ids[1])`,
  revision: (slot: string, ord: string) => `coalesce(${slot}, v_bases[1] + ${ord})`,
} as const;

export function schemaSql(schema: string): string {
  assertSchemaName(schema);
  const s = `"${schema}"`;
  return `
CREATE SCHEMA IF NOT EXISTS ${s};

CREATE TABLE IF NOT EXISTS ${s}.streams (
  stream_id text PRIMARY KEY,
  revision bigint NOT NULL
);

CREATE TABLE IF NOT EXISTS ${s}.events (
  seq bigserial NOT NULL,
  tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  revision bigint NOT NULL,
  id uuid NOT NULL CONSTRAINT events_id_unique UNIQUE,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_stream_revision_unique UNIQUE (stream_id, revision),
  -- The global order the readers follow is the key: one index serves both. Every event pays for
  -- each index it is entered in, and no query looks an event up by seq alone.
  CONSTRAINT events_global_order PRIMARY KEY (tx_id, seq)
);

-- Logs of earlier versions were keyed by seq, with (tx_id, seq) a second index: rekeyed once.
DO $key$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_constraint WHERE conrelid = '${s}.events'::regclass AND conname = 'events_pkey') THEN
    ALTER TABLE ${s}.events DROP CONSTRAINT events_pkey;
    DROP INDEX ${s}.events_global_order;
    ALTER TABLE ${s}.events ADD CONSTRAINT events_global_order PRIMARY KEY (tx_id, seq);
  END IF;
END
$key$;

-- A stream read as the last event of each type (readStreams' lastOfEachType: a product's stream,
-- one StockAdjusted per sale) finds each type's last event here instead of walking the stream.
-- Built once on an existing log by the next ensureSchema.
CREATE INDEX IF NOT EXISTS events_stream_type ON ${s}.events (stream_id, type, revision);

-- The hash chain (chain-sql.ts): its columns, head row and one-time migration.
${chainSchemaSql(s)}

-- One round trip per append, to one stream or several: check every expected revision, move the
-- streams' revisions, insert the events (stream after stream, in the order given). Appends take
-- turns on the chain head before they touch a stream (below), so no two of them ever wait on each
-- other's streams rows. A refused append raises (DETAIL: the actual revision, HINT: the stream), so
-- its transaction stores nothing of any stream.
CREATE OR REPLACE FUNCTION ${s}.append_multi(
  p_stream_ids text[],
  p_expected text[], -- per stream: 'no_stream' | 'stream_exists' | 'any' | a revision
  p_counts int[], -- per stream: how many of the events below are its own
  p_ids uuid[],
  p_types text[],
  p_data jsonb[],
  p_metadata jsonb[],
  p_notify boolean DEFAULT false
) RETURNS TABLE (out_revision bigint, out_tx_id bigint, out_seq bigint)
-- The statements below take the arrays as parameters: a plan made for each call's values (what
-- PL/pgSQL chose by itself) cost more than twice the rest of a small append; the generic plan fits all.
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $fn$
DECLARE
  v_streams int := coalesce(cardinality(p_stream_ids), 0);
  v_stream text;
  v_count int;
  v_current bigint;
  v_exists boolean;
  v_create boolean;
  v_mismatch boolean;
  v_bases bigint[] := '{}';
  v_event_streams text[];
  v_event_revisions bigint[];
  v_total int := coalesce(cardinality(p_ids), 0);
  v_chain bigint;
  v_hash bytea;
  v_hashes bytea[] := '{}';
  v_k int := 0;
  v_first_seq bigint;
  v_last_seq bigint;
  v_tx_text text;
  v_time_text text;
  v_twice boolean;
  v_miscounted boolean;
BEGIN
  IF v_streams = 0 OR cardinality(p_expected) IS DISTINCT FROM v_streams
     OR cardinality(p_counts) IS DISTINCT FROM v_streams THEN
    RAISE EXCEPTION 'append_multi: one expected revision and one count per stream' USING ERRCODE = '22023';
  END IF;
  -- Most appends are to one stream: checked, like most of what follows, by expressions alone, which
  -- PL/pgSQL evaluates at a fraction of the cost of a statement.
  IF v_streams = 1 THEN
    v_twice := false;
    v_miscounted := p_counts[1] IS DISTINCT FROM v_total OR v_total < 1;
  ELSIF v_streams = 2 THEN
    -- A claim and its record, a sale and its series: two streams are the usual multi-stream append.
    v_twice := coalesce(p_stream_ids[1] = p_stream_ids[2], true);
    v_miscounted := coalesce(p_counts[1] < 1 OR p_counts[2] < 1 OR p_counts[1] + p_counts[2] <> v_total, true);
  ELSE
    SELECT (SELECT count(DISTINCT x) FROM unnest(p_stream_ids) AS x) <> v_streams,
           (SELECT sum(c) FROM unnest(p_counts) AS c) IS DISTINCT FROM v_total::bigint
             OR EXISTS (SELECT 1 FROM unnest(p_counts) AS c WHERE c IS NULL OR c < 1)
      INTO v_twice, v_miscounted;
  END IF;
  IF v_twice THEN
    RAISE EXCEPTION 'append_multi: a stream appears twice' USING ERRCODE = '22023';
  END IF;
  IF v_miscounted THEN
    RAISE EXCEPTION 'append_multi: no events to append, or counts that do not add up' USING ERRCODE = '22023';
  END IF;
  -- The chain (chain-sql.ts). Its head is locked first, before any stream, and held until commit:
  -- appends take turns from here on, so the chain's order is their commit order. First, because a
  -- group of appends (append_group) goes on to lock its later appends' streams while holding it:
  -- were the head taken after the streams, a group and a single append could wait on each other.
  -- Holding it, an append meets no other at its streams: it takes their rows in the order given.
  SELECT h.chain_seq, h.hash INTO v_chain, v_hash FROM ${s}.chain_head AS h FOR UPDATE;

  FOR i IN 1..v_streams LOOP
    v_stream := p_stream_ids[i];
    v_count := p_counts[i];
    v_current := NULL;
    -- A stream expected new is usually new: created in one statement, with no UPDATE first.
    v_create := p_expected[i] = 'no_stream';
    LOOP
      IF v_create THEN
        -- ON CONFLICT waits for a concurrent creator; if it committed, the stream exists: the
        -- UPDATE below finds it and the check refuses or accepts it.
        INSERT INTO ${s}.streams (stream_id, revision) VALUES (v_stream, v_count - 1)
          ON CONFLICT (stream_id) DO NOTHING;
        EXIT WHEN FOUND;
      END IF;
      UPDATE ${s}.streams SET revision = revision + v_count
        WHERE stream_id = v_stream
        RETURNING revision - v_count INTO v_current;
      v_exists := FOUND;
      -- (an IF condition cannot hold a CASE: PL/pgSQL ends the condition at the first THEN)
      v_mismatch := CASE p_expected[i]
        WHEN 'any' THEN false
        WHEN 'no_stream' THEN v_exists
        WHEN 'stream_exists' THEN NOT v_exists
        ELSE NOT v_exists OR v_current <> p_expected[i]::bigint
      END;
      IF v_mismatch THEN
        RAISE EXCEPTION 'wrong expected revision for stream %', v_stream
          USING ERRCODE = '${WRONG_EXPECTED_REVISION_SQLSTATE}', DETAIL = coalesce(v_current::text, 'no_stream'),
                HINT = v_stream;
      END IF;
      EXIT WHEN v_exists;
      v_create := true; -- a new stream, where that is allowed
    END LOOP;

    v_bases[i] := coalesce(v_current, -1);
    -- Each event's stream and revision. One stream's follow from its base: the arrays stay NULL, so
    -- they give NULLs and the expressions below take the stream's own (SLOT).
    IF v_streams > 1 THEN
      FOR j IN 1..v_count LOOP
        v_k := v_k + 1;
        v_event_streams[v_k] := v_stream;
        v_event_revisions[v_k] := v_bases[i] + j;
      END LOOP;
    END IF;
  END LOOP;

  -- Under the chain head's lock nobody else draws from the seq sequence, so this append's events
  -- get consecutive values. Their transaction and time are the same for all: formatted once.
  v_tx_text := pg_current_xact_id()::text;
  v_time_text := ${canonicalTimeSql('now()')};
  v_first_seq := nextval('${s}.events_seq_seq');
  IF v_total > 1 THEN
    v_last_seq := setval('${s}.events_seq_seq', v_first_seq + v_total - 1); -- (an expression, not a PERFORM)
  END IF;
  -- Event after event, as expressions of the arguments (PL/pgSQL holds array arguments expanded, so
  -- each subscript is a step, not a walk): cheaper than a query's rows walked by a loop.
  FOR k IN 1..v_total LOOP
    v_hash := sha256(v_hash || convert_to(${canonicalEventSql({
      chainSeq: 'v_chain + k',
      txId: 'v_tx_text',
      seq: 'v_first_seq + k - 1',
      streamId: SLOT.streamId('v_event_streams[k]'),
      revision: SLOT.revision('v_event_revisions[k]', 'k'),
      id: 'p_ids[k]',
      type: 'p_types[k]',
      recordedAt: 'now()',
      recordedAtText: 'v_time_text',
      data: 'p_data[k]',
      metadata: 'p_metadata[k]',
    })}, 'UTF8'));
    v_hashes[k] := v_hash;
  END LOOP;
  UPDATE ${s}.chain_head SET chain_seq = v_chain + v_total, hash = v_hash;

  -- Every event in one set-based insert: slicing the event arrays per stream walked the
  -- variable-length jsonb and text arrays from their start each time, so a large append (an import
  -- of 50,000 records) cost quadratic time. Each event's seq, revision and chain position are given,
  -- so nothing is read back, and the rows need no sorting first (an ORDER BY here sorted every
  -- append's events, 2-6 % of a 100-event append on PGlite, for nothing).
  INSERT INTO ${s}.events (seq, stream_id, revision, id, type, data, metadata, recorded_at, chain_seq, hash)
  SELECT v_first_seq + e.ord - 1, ${SLOT.streamId('e.stream_id')}, ${SLOT.revision('e.revision', 'e.ord')},
         e.id, e.type, e.data, e.metadata, now(), v_chain + e.ord, e.hash
  FROM unnest(p_ids, p_types, p_data, p_metadata, v_event_streams, v_event_revisions, v_hashes)
         WITH ORDINALITY AS e(id, type, data, metadata, stream_id, revision, hash, ord);

  -- Per stream: its new revision, the transaction, and the seq of its last event.
  v_k := 0;
  FOR i IN 1..v_streams LOOP
    v_k := v_k + p_counts[i];
    out_revision := v_bases[i] + p_counts[i];
    out_tx_id := v_tx_text::bigint;
    out_seq := v_first_seq + v_k - 1;
    RETURN NEXT;
  END LOOP;

  IF p_notify THEN
    PERFORM pg_notify('${notifyChannel(schema)}', '');
  END IF;
END
$fn$;

${appendGroupSql(s, notifyChannel(schema))}

-- The single-stream append of earlier versions, kept for callers of its signature.
CREATE OR REPLACE FUNCTION ${s}.append_events(
  p_stream_id text,
  p_expected text,
  p_ids uuid[],
  p_types text[],
  p_data jsonb[],
  p_metadata jsonb[],
  p_notify boolean DEFAULT false,
  OUT out_revision bigint,
  OUT out_tx_id bigint,
  OUT out_seq bigint
) LANGUAGE plpgsql AS $fn$
BEGIN
  SELECT m.out_revision, m.out_tx_id, m.out_seq INTO out_revision, out_tx_id, out_seq
    FROM ${s}.append_multi(ARRAY[p_stream_id], ARRAY[p_expected], ARRAY[coalesce(cardinality(p_ids), 0)],
                           p_ids, p_types, p_data, p_metadata, p_notify) AS m;
END
$fn$;
`;
}
