import { type GlobalPosition, START } from '@lavadero/event-store/event-store';
import { sql } from 'kysely';
import { toPosition } from '../checkpoints/checkpoint-store';
import type { ReadModelDb } from '../database';

/**
 * Copies the live read models into `into` together with their checkpoints, in ONE repeatable-read
 * transaction: the runner moves a checkpoint and its rows in one commit, so the copy is exactly the
 * read models at the positions it returns, however many batches commit meanwhile. The live tables
 * are only read, and for as long as the copy takes, never while the replay runs.
 */
export async function copyLiveReadModels(
  db: ReadModelDb,
  from: {
    readonly schema: string;
    readonly tables: readonly string[];
    readonly projections: readonly string[];
  },
  into: string,
): Promise<Map<string, GlobalPosition>> {
  return db
    .withoutPlugins()
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { rows } = await sql<{ name: string; commit_position: string; prepare_position: string }>`
        select name, commit_position, prepare_position from ${sql.table(`${from.schema}.checkpoints`)}
        where name in (${sql.join(from.projections)})`.execute(trx);
      await sql`create schema ${sql.id(into)}`.execute(trx);
      for (const table of from.tables) {
        await sql`create table ${sql.id(into, table)} as table ${sql.id(from.schema, table)}`.execute(trx);
      }
      const positions = new Map<string, GlobalPosition>(from.projections.map((name) => [name, START]));
      for (const row of rows) {
        positions.set(
          row.name,
          toPosition({ commitPosition: row.commit_position, preparePosition: row.prepare_position }),
        );
      }
      return positions;
    });
}
