import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_config')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ruc', 'text', (c) => c.notNull())
    .addColumn('razon_social', 'text', (c) => c.notNull())
    .addColumn('nombre_fantasia', 'text')
    .addColumn('timbrado_numero', 'text', (c) => c.notNull())
    .addColumn('timbrado_desde', 'text', (c) => c.notNull())
    .addColumn('timbrado_hasta', 'text', (c) => c.notNull())
    .addColumn('establecimiento', 'text', (c) => c.notNull())
    .addColumn('punto_expedicion', 'text', (c) => c.notNull())
    .addColumn('direccion', 'text', (c) => c.notNull())
    .addColumn('ciudad', 'text', (c) => c.notNull())
    .addColumn('telefono', 'text')
    .addColumn('email', 'text')
    .addColumn('moneda', 'text', (c) => c.notNull())
    .addColumn('logo_path', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('dnit_config')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('endpoint_url', 'text', (c) => c.notNull())
    .addColumn('operation_mode', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull())
    .addColumn('has_auth_token', 'boolean', (c) => c.notNull())
    .addColumn('has_certificate', 'boolean', (c) => c.notNull())
    .addColumn('has_certificate_password', 'boolean', (c) => c.notNull())
    .addColumn('certificate_subject', 'text')
    .addColumn('certificate_expires_at', 'text')
    .addColumn('last_connection_test', 'text')
    .addColumn('last_connection_status', 'text')
    .addColumn('last_connection_error', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Uploaded logos, content-addressed: the bytes come from their event, so both modes serve them.
  await db.schema
    .createTable('logos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .execute();
  // Sessions opened before the last password change end (see the access plugin).
  await db.schema.alterTable('users').addColumn('password_changed_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('password_changed_at').execute();
  await db.schema.dropTable('logos').execute();
  await db.schema.dropTable('dnit_config').execute();
  await db.schema.dropTable('company_config').execute();
}
