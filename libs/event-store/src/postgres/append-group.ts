import type { MultiStreamAppendResult, StreamAppend } from '../event-store';
import { appendArguments, jsonbArraySql, type Queryable } from './append';
import { toBigInt, toPosition } from './rows';

/** One append of a group: stored, or refused on its own with the error append_multi raised. */
export type GroupedAppendOutcome =
  | { readonly ok: true; readonly result: MultiStreamAppendResult }
  | { readonly ok: false; readonly error: AppendRefusedInGroupError };

/**
 * The database error of one append of a group, caught inside append_group and so returned rather
 * than raised: it carries the fields of pg's DatabaseError that `classifyAppendError` reads, so
 * the store maps it exactly as it maps the same error raised by a single append.
 */
export class AppendRefusedInGroupError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly detail: string | undefined,
    readonly hint: string | undefined,
    readonly constraint: string | undefined,
  ) {
    super(message);
    this.name = 'AppendRefusedInGroupError';
  }
}

interface GroupRow {
  readonly out_revisions: string[] | null;
  readonly out_tx_id: string | null;
  readonly out_seqs: string[] | null;
  readonly out_sqlstate: string | null;
  readonly out_message: string | null;
  readonly out_detail: string | null;
  readonly out_hint: string | null;
  readonly out_constraint: string | null;
}

/**
 * Calls append_group (append-group-sql.ts): the appends in one statement, so one transaction and
 * one commit. Throws only what fails the whole statement (the connection, the commit): then none
 * of the appends is stored. `events` of every append must not be empty (the caller checks).
 */
export async function callAppendGroup(
  db: Queryable,
  schema: string,
  group: readonly (readonly StreamAppend[])[],
  notify: boolean,
  /** As in callAppendMulti: a named statement, prepared once per connection (not on PGlite). */
  prepared: boolean,
): Promise<GroupedAppendOutcome[]> {
  const { rows } = await db.query<GroupRow>({
    name: prepared ? `es_append_group_${schema}` : undefined,
    text: `SELECT * FROM "${schema}".append_group($1::int[], $2::text[], $3::text[], $4::int[], $5::uuid[], $6::text[], ${jsonbArraySql('$7')}, ${jsonbArraySql('$8')}, $9)`,
    values: [group.map((g) => g.length), ...appendArguments(group.flat()), notify],
  });
  if (rows.length !== group.length) throw new Error('append_group returned one row per append');
  return rows.map(toOutcome);
}

function toOutcome(row: GroupRow): GroupedAppendOutcome {
  if (row.out_sqlstate !== null) {
    const error = new AppendRefusedInGroupError(
      row.out_message ?? 'append refused',
      row.out_sqlstate,
      row.out_detail || undefined,
      row.out_hint || undefined,
      row.out_constraint || undefined,
    );
    return { ok: false, error };
  }
  const streams = row.out_seqs!.map((seq, i) => ({
    nextExpectedRevision: toBigInt(row.out_revisions![i]),
    position: toPosition(row.out_tx_id, seq),
  }));
  return { ok: true, result: { streams, position: streams.at(-1)!.position } };
}
