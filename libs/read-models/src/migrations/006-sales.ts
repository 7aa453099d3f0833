import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sales')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('numero_factura', 'text', (c) => c.notNull())
    .addColumn('secuencia', 'integer', (c) => c.notNull())
    .addColumn('fecha', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('customer_nombre', 'text', (c) => c.notNull())
    .addColumn('customer_doc_numero', 'text', (c) => c.notNull())
    .addColumn('customer', 'jsonb', (c) => c.notNull())
    .addColumn('work_order_id', 'text')
    .addColumn('medio_pago', 'text', (c) => c.notNull())
    .addColumn('regimen_turismo', 'boolean', (c) => c.notNull())
    .addColumn('timbrado_usado', 'text', (c) => c.notNull())
    .addColumn('lines', 'jsonb', (c) => c.notNull())
    // bigint: an invoice may total up to 999.999.999.999 guaraníes.
    .addColumn('subtotal', 'bigint', (c) => c.notNull())
    .addColumn('impuestos', 'bigint', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('company', 'jsonb', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('anulada', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('anulada_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The list is newest first; the dashboard reads one day.
  await db.schema.createIndex('sales_created_at_idx').on('sales').column('created_at').execute();
  await db.schema.createIndex('sales_fecha_idx').on('sales').column('fecha').execute();
  // A product's movement caused by a sale names it (reason 'venta', 'anulación de venta', …).
  await db.schema.alterTable('inventory_movements').addColumn('sale_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inventory_movements').dropColumn('sale_id').execute();
  await db.schema.dropTable('sales').execute();
}
