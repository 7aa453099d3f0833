import type { Kysely } from 'kysely';

/** The cajas, what belongs to each (sales, voids, movements) and every sale's payment as it stands. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cash_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('estado', 'text', (c) => c.notNull())
    .addColumn('fondo_inicial', 'bigint', (c) => c.notNull())
    .addColumn('denominaciones_apertura', 'jsonb')
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .addColumn('closed_by', 'text')
    .addColumn('cierre', 'jsonb')
    .addColumn('contado', 'bigint')
    .addColumn('diferencia', 'bigint')
    .addColumn('correcciones', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The open cajas (the admin's list, each sale's caja) and a user's history.
  await db.schema
    .createIndex('cash_sessions_estado_user_idx')
    .on('cash_sessions')
    .columns(['estado', 'user_id'])
    .execute();
  await db.schema
    .createIndex('cash_sessions_user_opened_idx')
    .on('cash_sessions')
    .columns(['user_id', 'opened_at'])
    .execute();
  await db.schema
    .createTable('cash_session_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sale_id', 'text')
    .addColumn('medio_pago', 'text')
    .addColumn('monto', 'bigint', (c) => c.notNull())
    .addColumn('motivo', 'text')
    .addColumn('comprobante', 'text')
    .addColumn('user_id', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cash_session_entries_session_idx')
    .on('cash_session_entries')
    .columns(['session_id', 'at'])
    .execute();
  await db.schema
    .createIndex('cash_session_entries_sale_idx')
    .on('cash_session_entries')
    .column('sale_id')
    .execute();
  await db.schema
    .createTable('cash_sale_payments')
    .addColumn('sale_id', 'text', (c) => c.primaryKey())
    .addColumn('medio_pago', 'text', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cash_sale_payments').execute();
  await db.schema.dropTable('cash_session_entries').execute();
  await db.schema.dropTable('cash_sessions').execute();
}
