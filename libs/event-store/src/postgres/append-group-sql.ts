/**
 * `append_group`: several appends in one statement, so one transaction and one commit (one WAL
 * flush) for all of them; the store's group commit (append-queue.ts) sends the appends that arrived
 * while the previous group was being written.
 *
 * Usually every append of a group is stored, and on distinct streams they are then written as one
 * multi-stream append_multi (set-based: a group of 8 single events costs about what 2 appends do).
 * If that attempt fails, it is undone and each append runs append_multi in a block of its own, a
 * subtransaction: its error (a wrong expected revision, an event id already stored, bad arguments)
 * undoes only that append and comes back in its row, with the SQLSTATE, DETAIL, HINT and
 * constraint it would have raised alone; the others are stored. A group of one raises its error,
 * as append_multi does. An error outside those blocks, or at commit, fails the statement and so
 * every append of the group, storing none. The chain head is locked first and kept to the commit,
 * so the group's appends are consecutive in the chain, in the order given, either way.
 *
 * Arguments are append_multi's, concatenated append after append, and `p_sizes` says how many of
 * the streams are each append's own (its events are then its streams' counts). A group holds at
 * most 64 appends (the caller's cap): each block that writes takes a subtransaction id, and past 64
 * of them in one transaction PostgreSQL's snapshots overflow their cache and every reader slows.
 */
export function appendGroupSql(s: string, channel: string): string {
  return `
CREATE OR REPLACE FUNCTION ${s}.append_group(
  p_sizes int[],
  p_stream_ids text[],
  p_expected text[],
  p_counts int[],
  p_ids uuid[],
  p_types text[],
  p_data jsonb[],
  p_metadata jsonb[],
  p_notify boolean DEFAULT false
) RETURNS TABLE (
  out_revisions text[], out_tx_id text, out_seqs text[],
  out_sqlstate text, out_message text, out_detail text, out_hint text, out_constraint text
) LANGUAGE plpgsql AS $fn$
DECLARE
  v_appends int := coalesce(cardinality(p_sizes), 0);
  v_streams int := 0; -- streams of the appends before this one
  v_events int := 0; -- and their events
  v_size int;
  v_count int;
  v_together boolean := false;
  v_stored boolean := false;
  v_revisions text[];
  v_tx_id text;
  v_seqs text[];
BEGIN
  PERFORM 1 FROM ${s}.chain_head FOR UPDATE;
  IF v_appends = 1 THEN
    -- Alone: its error is the statement's, exactly as for a single append_multi.
    SELECT array_agg(m.out_revision::text ORDER BY m.ord), max(m.out_tx_id)::text,
           array_agg(m.out_seq::text ORDER BY m.ord)
      INTO v_revisions, v_tx_id, v_seqs
      FROM ${s}.append_multi(p_stream_ids, p_expected, p_counts, p_ids, p_types, p_data, p_metadata)
           WITH ORDINALITY AS m(out_revision, out_tx_id, out_seq, ord);
    v_together := true;
  ELSIF (SELECT count(DISTINCT x) FROM unnest(p_stream_ids) AS x) = cardinality(p_stream_ids) THEN
    -- Usually every append is stored: then, on distinct streams, they are one multi-stream append,
    -- set-based, at a fraction of the cost of one call each. Should any be refused, this attempt is
    -- undone and each goes alone below.
    BEGIN
      SELECT array_agg(m.out_revision::text ORDER BY m.ord), max(m.out_tx_id)::text,
             array_agg(m.out_seq::text ORDER BY m.ord)
        INTO v_revisions, v_tx_id, v_seqs
        FROM ${s}.append_multi(p_stream_ids, p_expected, p_counts, p_ids, p_types, p_data, p_metadata)
             WITH ORDINALITY AS m(out_revision, out_tx_id, out_seq, ord);
      v_together := true;
    EXCEPTION WHEN OTHERS THEN
      v_together := false;
    END;
  END IF;

  FOR a IN 1..v_appends LOOP
    v_size := p_sizes[a];
    out_sqlstate := NULL; out_message := NULL; out_detail := NULL; out_hint := NULL; out_constraint := NULL;
    IF v_together THEN
      out_revisions := v_revisions[v_streams + 1:v_streams + v_size];
      out_tx_id := v_tx_id;
      out_seqs := v_seqs[v_streams + 1:v_streams + v_size];
    ELSE
      out_revisions := NULL; out_tx_id := NULL; out_seqs := NULL;
      SELECT coalesce(sum(c), 0)::int INTO v_count FROM unnest(p_counts[v_streams + 1:v_streams + v_size]) AS c;
      BEGIN
        SELECT array_agg(m.out_revision::text ORDER BY m.ord), max(m.out_tx_id)::text,
               array_agg(m.out_seq::text ORDER BY m.ord)
          INTO out_revisions, out_tx_id, out_seqs
          FROM ${s}.append_multi(
            p_stream_ids[v_streams + 1:v_streams + v_size], p_expected[v_streams + 1:v_streams + v_size],
            p_counts[v_streams + 1:v_streams + v_size], p_ids[v_events + 1:v_events + v_count],
            p_types[v_events + 1:v_events + v_count], p_data[v_events + 1:v_events + v_count],
            p_metadata[v_events + 1:v_events + v_count]
          ) WITH ORDINALITY AS m(out_revision, out_tx_id, out_seq, ord);
        v_stored := true;
      EXCEPTION WHEN OTHERS THEN
        GET STACKED DIAGNOSTICS out_sqlstate = RETURNED_SQLSTATE, out_message = MESSAGE_TEXT,
          out_detail = PG_EXCEPTION_DETAIL, out_hint = PG_EXCEPTION_HINT, out_constraint = CONSTRAINT_NAME;
      END;
      v_events := v_events + v_count;
    END IF;
    RETURN NEXT;
    v_streams := v_streams + v_size;
  END LOOP;
  IF (v_together OR v_stored) AND p_notify THEN
    PERFORM pg_notify('${channel}', '');
  END IF;
END
$fn$;
`;
}
