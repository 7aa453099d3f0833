/**
 * The event store's tables and append function, created idempotently in their own schema.
 *
 * Global order is (tx_id, seq): `seq` alone is handed out before commit, so a reader following it
 * would pass an event whose slower transaction commits later (a sequence gap that fills in after the
 * reader moved on). Readers only return events whose transaction is older than the oldest one still
 * running (`pg_snapshot_xmin`); every later event then sorts after what they have already seen.
 */

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
  seq bigserial PRIMARY KEY,
  tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  revision bigint NOT NULL,
  id uuid NOT NULL CONSTRAINT events_id_unique UNIQUE,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_stream_revision_unique UNIQUE (stream_id, revision)
);

CREATE INDEX IF NOT EXISTS events_global_order ON ${s}.events (tx_id, seq);

-- One round trip per append: check the expected revision, move the stream's revision, insert the
-- events. The streams row is the lock that serialises appends to one stream; a refused append
-- raises, so its transaction stores nothing.
CREATE OR REPLACE FUNCTION ${s}.append_events(
  p_stream_id text,
  p_expected text, -- 'no_stream' | 'stream_exists' | 'any' | a revision
  p_ids uuid[],
  p_types text[],
  p_data jsonb[],
  p_metadata jsonb[],
  p_notify boolean DEFAULT false,
  OUT out_revision bigint,
  OUT out_tx_id bigint,
  OUT out_seq bigint
) LANGUAGE plpgsql AS $fn$
DECLARE
  v_count int := coalesce(cardinality(p_ids), 0);
  v_current bigint;
  v_exists boolean;
  v_mismatch boolean;
BEGIN
  IF v_count = 0 THEN
    RAISE EXCEPTION 'append_events: no events to append' USING ERRCODE = '22023';
  END IF;
  LOOP
    UPDATE ${s}.streams SET revision = revision + v_count
      WHERE stream_id = p_stream_id
      RETURNING revision - v_count INTO v_current;
    v_exists := FOUND;
    -- (an IF condition cannot hold a CASE: PL/pgSQL ends the condition at the first THEN)
    v_mismatch := CASE p_expected
      WHEN 'any' THEN false
      WHEN 'no_stream' THEN v_exists
      WHEN 'stream_exists' THEN NOT v_exists
      ELSE NOT v_exists OR v_current <> p_expected::bigint
    END;
    IF v_mismatch THEN
      RAISE EXCEPTION 'wrong expected revision for stream %', p_stream_id
        USING ERRCODE = '${WRONG_EXPECTED_REVISION_SQLSTATE}', DETAIL = coalesce(v_current::text, 'no_stream');
    END IF;
    EXIT WHEN v_exists;
    -- New stream. ON CONFLICT waits for a concurrent creator; if it committed, loop and check again.
    INSERT INTO ${s}.streams (stream_id, revision) VALUES (p_stream_id, v_count - 1)
      ON CONFLICT (stream_id) DO NOTHING;
    EXIT WHEN FOUND;
  END LOOP;

  WITH inserted AS (
    INSERT INTO ${s}.events (stream_id, revision, id, type, data, metadata)
    SELECT p_stream_id, coalesce(v_current, -1) + e.ord, e.id, e.type, e.data, e.metadata
    FROM unnest(p_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS e(id, type, data, metadata, ord)
    ORDER BY e.ord
    RETURNING seq
  )
  SELECT max(seq) INTO out_seq FROM inserted;
  out_revision := coalesce(v_current, -1) + v_count;
  out_tx_id := pg_current_xact_id()::text::bigint;
  IF p_notify THEN
    PERFORM pg_notify('${notifyChannel(schema)}', '');
  END IF;
END
$fn$;
`;
}
