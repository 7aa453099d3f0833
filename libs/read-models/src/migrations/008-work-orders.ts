import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('work_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('numero', 'integer', (c) => c.notNull().unique())
    .addColumn('estado', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('customer_nombre', 'text', (c) => c.notNull())
    .addColumn('customer_doc_numero', 'text', (c) => c.notNull())
    .addColumn('customer_telefono', 'text')
    .addColumn('vehicle_id', 'text', (c) => c.notNull())
    .addColumn('vehicle_placa', 'text', (c) => c.notNull())
    .addColumn('vehicle_marca', 'text', (c) => c.notNull())
    .addColumn('vehicle_modelo', 'text', (c) => c.notNull())
    .addColumn('vehicle_color', 'text', (c) => c.notNull())
    .addColumn('observaciones', 'text')
    .addColumn('lines', 'jsonb', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('fecha_inicio', 'text')
    .addColumn('fecha_fin', 'text')
    .addColumn('fecha_entrega', 'text')
    .addColumn('dia_entrega', 'text')
    .addColumn('sale_id', 'text')
    .addColumn('numero_factura', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The list is newest first; the dashboard counts by estado and by day of delivery.
  await db.schema.createIndex('work_orders_created_at_idx').on('work_orders').column('created_at').execute();
  await db.schema.createIndex('work_orders_estado_idx').on('work_orders').column('estado').execute();
  await db.schema
    .createIndex('work_orders_dia_entrega_idx')
    .on('work_orders')
    .column('dia_entrega')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('work_orders').execute();
}
