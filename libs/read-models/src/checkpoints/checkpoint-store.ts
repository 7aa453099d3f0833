import { type GlobalPosition, START } from '@lavadero/event-store/event-store';
import { type OperationNodeSource, sql } from 'kysely';
import type { ReadModelDb, ReadModelTransaction } from '../database';
import { MAX_PARAMETERS } from '../one-statement';
import { encodeCheckpointNotice } from './checkpoint-notifications';
import type { CheckpointRow } from './checkpoints.table';

type Db = ReadModelDb | ReadModelTransaction;

export function toPosition(row: Pick<CheckpointRow, 'commitPosition' | 'preparePosition'>): GlobalPosition {
  // bigint arrives as a string from `pg` and as a number from PGlite: converted here, once.
  return { commit: BigInt(String(row.commitPosition)), prepare: BigInt(String(row.preparePosition)) };
}

/** A checkpoint row's columns at `position`, written now. */
const rowAt = (position: GlobalPosition) => ({
  commitPosition: position.commit.toString(),
  preparePosition: position.prepare.toString(),
  updatedAt: new Date().toISOString(),
});

/** Creates missing checkpoints at the start of the global order. */
export async function ensureCheckpoints(db: Db, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .insertInto('checkpoints')
    .values(names.map((name) => ({ name, ...rowAt(START) })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function readCheckpoints(
  db: Db,
  names: readonly string[],
): Promise<Map<string, GlobalPosition>> {
  const rows = await db.selectFrom('checkpoints').selectAll().where('name', 'in', names).execute();
  return new Map(rows.map((row) => [row.name, toPosition(row)]));
}

/** What a batch expects of the checkpoints it moves: where each one is now. */
export type CheckpointMoves = ReadonlyMap<string, GlobalPosition>;

/**
 * Moves the named checkpoints from where the caller last knew them to `position`, as the first
 * statement of a batch's transaction: the UPDATE row-locks them until the commit, so two runners
 * never apply the same event twice, and the one that finds a checkpoint elsewhere (another runner,
 * a rebuild) gets false and must roll back. With `notify`, the other processes are told where they
 * are and which read models changed (NOTIFY is delivered at commit, never before). One statement,
 * one round trip; the read models can be rebuilt from the events, so this transaction need not
 * wait for its commit to reach the disk (a crash loses the batch and its checkpoints together).
 */
export async function moveCheckpoints(
  trx: ReadModelTransaction,
  from: CheckpointMoves,
  position: GlobalPosition,
  /** `names`: the read models now at `position` (those moved and any the caller keeps in memory). */
  notify?: CheckpointNotice,
): Promise<boolean> {
  if (from.size === 0) return true;
  // A data-modifying WITH runs whether or not the SELECT reads it, and exactly once.
  const row = await trx
    .with('moved', () => checkpointUpdate(trx, from, position))
    .selectNoFrom([
      sql<string>`(SELECT count(*) FROM moved)`.as('moved'),
      noticeSql(from, position, notify).as('notified'),
      sql`set_config('synchronous_commit', 'off', true)`.as('durability'),
    ])
    .executeTakeFirst();
  return Number(row?.moved) === from.size;
}

export type CheckpointNotice = {
  readonly channel: string;
  readonly names?: readonly string[];
  readonly changed: readonly string[];
};

/** What `moveCheckpointsWithWrites` did. */
export type MoveWithWrites = 'moved' | 'moved-elsewhere' | 'too-large';

/** The guard's message, which says the statement refused itself. */
const MOVED_ELSEWHERE = 'checkpoints moved elsewhere: ';

/**
 * `moveCheckpoints` and a batch's writes in ONE statement, outside any transaction: for a batch
 * whose projections read first and write only at the end (`Projection.defersWrites`). One round
 * trip instead of BEGIN, the move, the writes and COMMIT. The statement refuses itself when a
 * checkpoint is not where expected (the SELECT reads the move first, and fails: none of its writes
 * stays), so reads made before it are safe: whoever changed those read models since moved their
 * checkpoints. 'too-large': the writes carry more parameters than a statement can; nothing was sent.
 */
export async function moveCheckpointsWithWrites(
  db: ReadModelDb,
  from: CheckpointMoves,
  position: GlobalPosition,
  notify: CheckpointNotice | undefined,
  writes: readonly OperationNodeSource[],
): Promise<MoveWithWrites> {
  const ctes = writes.map((write, i) => sql`, ${sql.raw(`w${i}`)} as (${write})`);
  const statement = sql`with moved as (${checkpointUpdate(db, from, position)}) ${sql.join(ctes, sql``)}
    select ${noticeSql(from, position, notify)} as notified,
      set_config('synchronous_commit', 'off', true) as durability,
      case when (select count(*) from moved) = ${from.size} then null
        else cast(concat(${MOVED_ELSEWHERE}::text, (select count(*) from moved), ' of ', ${from.size}::int) as integer)
      end as guard`.compile(db);
  if (statement.parameters.length > MAX_PARAMETERS) return 'too-large';
  try {
    await db.executeQuery(statement);
    return 'moved';
  } catch (error) {
    if (String((error as Error).message).includes(MOVED_ELSEWHERE)) return 'moved-elsewhere';
    throw error;
  }
}

/** The UPDATE that moves the checkpoints, each from where it is expected; returns their names. */
function checkpointUpdate(db: Db, from: CheckpointMoves, position: GlobalPosition) {
  // Usually every checkpoint is at the same place: one condition per place they are at.
  const byPlace = new Map<string, { at: GlobalPosition; names: string[] }>();
  for (const [name, at] of from) {
    const place = `${at.commit}:${at.prepare}`;
    const group = byPlace.get(place) ?? { at, names: [] };
    group.names.push(name);
    byPlace.set(place, group);
  }
  return db
    .updateTable('checkpoints')
    .set(rowAt(position))
    .where((eb) =>
      eb.or(
        [...byPlace.values()].map(({ at, names }) =>
          eb.and([
            eb('name', 'in', names),
            eb('commitPosition', '=', at.commit.toString()),
            eb('preparePosition', '=', at.prepare.toString()),
          ]),
        ),
      ),
    )
    .returning('name');
}

/** NOTIFY of where the read models are (delivered at commit, never before), or null. */
function noticeSql(from: CheckpointMoves, position: GlobalPosition, notify: CheckpointNotice | undefined) {
  if (!notify) return sql`null`;
  const notice = encodeCheckpointNotice({
    position,
    names: notify.names ?? [...from.keys()],
    changed: notify.changed,
  });
  return sql`pg_notify(${notify.channel}, ${notice})`;
}

/** Moves checkpoints to `position` wherever they are (a worker that alone owns its checkpoint). */
export async function saveCheckpoints(
  db: Db,
  names: readonly string[],
  position: GlobalPosition,
): Promise<void> {
  if (names.length === 0) return;
  await db.updateTable('checkpoints').set(rowAt(position)).where('name', 'in', names).execute();
}

export async function saveCheckpoint(db: Db, name: string, position: GlobalPosition): Promise<void> {
  await saveCheckpoints(db, [name], position);
}
