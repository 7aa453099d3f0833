import type { Kysely } from 'kysely';

/** The electronic documents read model (SIFEN delivery state per electronically issued sale). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('electronic_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('numero_factura', 'text', (c) => c.notNull())
    .addColumn('timbrado', 'text', (c) => c.notNull())
    .addColumn('establecimiento', 'text', (c) => c.notNull())
    .addColumn('punto_expedicion', 'text', (c) => c.notNull())
    .addColumn('secuencia', 'integer', (c) => c.notNull())
    .addColumn('fecha', 'text', (c) => c.notNull())
    .addColumn('codigo_seguridad', 'text')
    .addColumn('cdc', 'text')
    .addColumn('estado', 'text', (c) => c.notNull())
    .addColumn('codigo', 'text')
    .addColumn('mensaje', 'text')
    .addColumn('qr_url', 'text')
    .addColumn('signed_at', 'text')
    .addColumn('pending_since', 'text')
    .addColumn('protocol', 'text')
    .addColumn('approved_at', 'text')
    .addColumn('via', 'text')
    .addColumn('lote_protocol', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('cancelacion', 'text')
    .addColumn('inutilizacion', 'text')
    .addColumn('withdrawn_month', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The admin screen lists by state; the worker's sweep looks for what waits.
  await db.schema
    .createIndex('electronic_documents_estado_idx')
    .on('electronic_documents')
    .columns(['estado', 'created_at'])
    .execute();
  await db.schema
    .createIndex('electronic_documents_inutilizacion_idx')
    .on('electronic_documents')
    .column('inutilizacion')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('electronic_documents').execute();
}
