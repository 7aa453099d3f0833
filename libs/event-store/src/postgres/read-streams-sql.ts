import { CHAINED_EVENT_COLUMNS, EVENT_COLUMNS } from './rows';

/**
 * Several streams in one statement (`readStreams`): every event of the streams in $1, the last event
 * of those in $2, and the last event of each type of those in $3, ordered by stream and revision.
 *
 * Each part is bounded by what it returns, never by how long a stream has grown (nor by the log:
 * \`stream_id = ANY($1)\` made the generic plan, the one a named statement ends up on, scan the whole
 * log for every sale on PostgreSQL; so did a plain join with the ids, which it turned into a hash
 * join: OFFSET 0 keeps each stream's read a step down the index per id). The last event is
 * one step down the (stream_id, revision) index; the types a stream holds are found by skipping
 * through the (stream_id, type, revision) index one type at a time (a loose index scan: PostgreSQL
 * has no skip scan), and each type's last event is one step down it.
 */
export function readStreamsSql(schema: string, withChain = false): string {
  const events = `"${schema}".events`;
  const columns = withChain ? CHAINED_EVENT_COLUMNS : EVENT_COLUMNS;
  return `WITH RECURSIVE types AS (
    SELECT s.stream_id, (SELECT e.type FROM ${events} AS e WHERE e.stream_id = s.stream_id
                          ORDER BY e.type LIMIT 1) AS type
      FROM unnest($3::text[]) AS s(stream_id)
    UNION ALL
    SELECT t.stream_id, (SELECT e.type FROM ${events} AS e WHERE e.stream_id = t.stream_id AND e.type > t.type
                          ORDER BY e.type LIMIT 1)
      FROM types AS t WHERE t.type IS NOT NULL
  )
  SELECT whole.* FROM unnest($1::text[]) AS s(stream_id),
    LATERAL (SELECT ${columns}, e.revision AS order_revision FROM ${events} AS e
              WHERE e.stream_id = s.stream_id OFFSET 0) AS whole
  UNION ALL
  SELECT last.* FROM unnest($2::text[]) AS s(stream_id),
    LATERAL (SELECT ${columns}, e.revision AS order_revision FROM ${events} AS e
              WHERE e.stream_id = s.stream_id ORDER BY e.revision DESC LIMIT 1) AS last
  UNION ALL
  SELECT last.* FROM types AS t,
    LATERAL (SELECT ${columns}, e.revision AS order_revision FROM ${events} AS e
              WHERE e.stream_id = t.stream_id AND e.type = t.type ORDER BY e.revision DESC LIMIT 1) AS last
   WHERE t.type IS NOT NULL
  ORDER BY stream_id, order_revision`;
}
