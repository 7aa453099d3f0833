import type { Kysely } from 'kysely';

/** The month a user's currentMonthInvoices belongs to, so a late count or reset cannot undo a newer one. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('usage_month', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('usage_month').execute();
}
