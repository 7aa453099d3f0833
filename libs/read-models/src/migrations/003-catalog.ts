import { type Kysely, sql } from 'kysely';

/** Services, service combos (members as an ordered text[]) and categories. Money as integer guaraníes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('services')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('descripcion', 'text')
    .addColumn('precio', 'integer', (c) => c.notNull())
    .addColumn('duracion_min', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('categoria', 'text', (c) => c.notNull())
    .addColumn('activo', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('service_combos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('descripcion', 'text')
    .addColumn('precio_total', 'integer', (c) => c.notNull())
    .addColumn('activo', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('service_ids', sql`text[]`, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('descripcion', 'text')
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('activa', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('categories').execute();
  await db.schema.dropTable('service_combos').execute();
  await db.schema.dropTable('services').execute();
}
