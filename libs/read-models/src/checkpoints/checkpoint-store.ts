import { type GlobalPosition, START } from '@lavadero/event-store/event-store';
import { sql } from 'kysely';
import type { ReadModelDb, ReadModelTransaction } from '../database';
import { encodeCheckpointNotice } from './checkpoint-notifications';
import type { CheckpointRow } from './checkpoints.table';

type Db = ReadModelDb | ReadModelTransaction;

export function toPosition(row: Pick<CheckpointRow, 'commitPosition' | 'preparePosition'>): GlobalPosition {
  // bigint arrives as a string from `pg` and as a number from PGlite: converted here, once.
  return { commit: BigInt(String(row.commitPosition)), prepare: BigInt(String(row.preparePosition)) };
}

/** Creates missing checkpoints at the start of the global order. */
export async function ensureCheckpoints(db: Db, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .insertInto('checkpoints')
    .values(
      names.map((name) => ({
        name,
        commitPosition: START.commit.toString(),
        preparePosition: START.prepare.toString(),
        updatedAt: new Date().toISOString(),
      })),
    )
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** Reads and row-locks the checkpoints, so that two runners never apply the same event twice. */
export async function lockCheckpoints(
  trx: ReadModelTransaction,
  names: readonly string[],
): Promise<Map<string, GlobalPosition>> {
  const rows = await trx
    .selectFrom('checkpoints')
    .selectAll()
    .where('name', 'in', names)
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.name, toPosition(row)]));
}

export async function readCheckpoints(
  db: Db,
  names: readonly string[],
): Promise<Map<string, GlobalPosition>> {
  const rows = await db.selectFrom('checkpoints').selectAll().where('name', 'in', names).execute();
  return new Map(rows.map((row) => [row.name, toPosition(row)]));
}

/**
 * Moves the named checkpoints to `position` and, with `notify`, tells the other processes where
 * they are and which read models changed (NOTIFY is delivered when the transaction commits, never
 * before). One statement either way: the runner holds the checkpoints' row locks until it commits,
 * so every round trip inside counts.
 */
export async function saveCheckpoints(
  db: Db,
  names: readonly string[],
  position: GlobalPosition,
  notify?: { readonly channel: string; readonly changed: readonly string[] },
): Promise<void> {
  if (names.length === 0) return;
  const values = {
    commitPosition: position.commit.toString(),
    preparePosition: position.prepare.toString(),
    updatedAt: new Date().toISOString(),
  };
  if (!notify) {
    await db.updateTable('checkpoints').set(values).where('name', 'in', names).execute();
    return;
  }
  // A data-modifying WITH runs whether or not the SELECT reads it.
  await db
    .with('moved', (qc) =>
      qc.updateTable('checkpoints').set(values).where('name', 'in', names).returning('name'),
    )
    .selectNoFrom(
      sql<string>`pg_notify(${notify.channel}, ${encodeCheckpointNotice({ position, names, changed: notify.changed })})`.as(
        'notified',
      ),
    )
    .execute();
}

export async function saveCheckpoint(db: Db, name: string, position: GlobalPosition): Promise<void> {
  await saveCheckpoints(db, [name], position);
}
