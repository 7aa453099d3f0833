import type { Kysely } from 'kysely';

/**
 * How far the running 'Verificar proyecciones' has got, written by the fiscal worker and polled by
 * the API. Not a read model (no projection owns it, no replay compares it): like the checkpoints, it
 * is bookkeeping of this installation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('replay_progress')
    .addColumn('run_id', 'text', (c) => c.primaryKey())
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('percent', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('replay_progress').execute();
}
