import type { ReadModelDb } from '../database';
import type { ReplayProgress } from './replay-check';
import type { ReplayProgressRow } from './replay-progress.table';

/** Runs older than this lose their progress row: only the last runs are ever polled. */
const KEEP_ROWS_MS = 24 * 60 * 60 * 1000;

export async function saveReplayProgress(
  db: ReadModelDb,
  runId: string,
  { phase, percent }: ReplayProgress,
  now: Date,
): Promise<void> {
  const updatedAt = now.toISOString();
  await db
    .insertInto('replayProgress')
    .values({ runId, phase, percent, updatedAt })
    .onConflict((oc) => oc.column('runId').doUpdateSet({ phase, percent, updatedAt }))
    .execute();
}

export async function forgetOldReplayProgress(db: ReadModelDb, now: Date): Promise<void> {
  const before = new Date(now.getTime() - KEEP_ROWS_MS).toISOString();
  await db.deleteFrom('replayProgress').where('updatedAt', '<', before).execute();
}

export async function findReplayProgress(db: ReadModelDb, runId: string): Promise<ReplayProgressRow | null> {
  return (
    (await db.selectFrom('replayProgress').selectAll().where('runId', '=', runId).executeTakeFirst()) ?? null
  );
}
