import type { Kysely } from 'kysely';

/**
 * The invoice counts move from the users table to their own (the invoice_usage read model): a sale
 * no longer changes the users read model. The new read model's checkpoint starts at zero, so it is
 * filled from the events on the next start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoice_usage')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('usage_month', 'text')
    .addColumn('current_month_invoices', 'integer', (c) => c.notNull())
    .addColumn('usage_reset_date', 'text')
    .execute();
  await db.schema
    .alterTable('users')
    .dropColumn('current_month_invoices')
    .dropColumn('usage_month')
    .dropColumn('usage_reset_date')
    .execute();
}

/** The counts come back empty; a rebuild of the users read model fills them again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('current_month_invoices', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('usage_month', 'text')
    .addColumn('usage_reset_date', 'text')
    .execute();
  await db.schema.dropTable('invoice_usage').execute();
}
