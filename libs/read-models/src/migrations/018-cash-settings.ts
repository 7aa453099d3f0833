import type { Kysely } from 'kysely';

/**
 * 'Caja abierta obligatoria para vender' (one row once an admin saves it), and the cajas by closing
 * time for the dashboard's closings of the day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cash_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('caja_obligatoria', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cash_sessions_closed_at_idx')
    .on('cash_sessions')
    .column('closed_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('cash_sessions_closed_at_idx').execute();
  await db.schema.dropTable('cash_settings').execute();
}
