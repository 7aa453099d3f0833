import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inventory_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('nombre_busqueda', 'text', (c) => c.notNull())
    .addColumn('descripcion', 'text')
    .addColumn('precio', 'integer', (c) => c.notNull())
    .addColumn('stock_actual', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stock_minimo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unidad_medida', 'text', (c) => c.notNull().defaultTo('UN'))
    .addColumn('categoria', 'text', (c) => c.notNull())
    .addColumn('proveedor', 'text')
    .addColumn('ultimo_pedido', 'text')
    .addColumn('estado_alerta', 'text', (c) => c.notNull().defaultTo('normal'))
    .addColumn('activo', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .execute();
  // Lists and the point of sale's search are ordered by name.
  await db.schema
    .createIndex('inventory_items_nombre_busqueda_idx')
    .on('inventory_items')
    .column('nombre_busqueda')
    .execute();
  await db.schema
    .createTable('inventory_movements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('previous_stock', 'integer', (c) => c.notNull())
    .addColumn('new_stock', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('user_id', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('inventory_movements_item_at_idx')
    .on('inventory_movements')
    .columns(['item_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inventory_movements').execute();
  await db.schema.dropTable('inventory_items').execute();
}
