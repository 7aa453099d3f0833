import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('doc_tipo', 'text', (c) => c.notNull())
    .addColumn('doc_numero', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('telefono', 'text')
    .addColumn('direccion', 'text')
    .addColumn('regimen_turismo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pais', 'text')
    .addColumn('pasaporte', 'text')
    .addColumn('fecha_ingreso', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The list is sorted by name, case-insensitively.
  await db.schema
    .createIndex('customers_nombre_idx')
    .on('customers')
    .expression(sql`lower(nombre)`)
    .execute();

  await db.schema
    .createTable('vehicles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('placa', 'text', (c) => c.notNull())
    .addColumn('marca', 'text', (c) => c.notNull())
    .addColumn('modelo', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('observaciones', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // GET /api/vehicles/by-customer/{id}, and the work-order form's vehicle list.
  await db.schema.createIndex('vehicles_customer_id_idx').on('vehicles').column('customer_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vehicles').execute();
  await db.schema.dropTable('customers').execute();
}
