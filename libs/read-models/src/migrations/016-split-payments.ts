import type { Kysely } from 'kysely';

/**
 * The parts of a split payment (or a cash payment with the amount tendered), as the sale's events
 * state them: null when the whole total was paid by `medio_pago`, as in every row from before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sales').addColumn('pagos', 'jsonb').execute();
  await db.schema.alterTable('cash_sale_payments').addColumn('pagos', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cash_sale_payments').dropColumn('pagos').execute();
  await db.schema.alterTable('sales').dropColumn('pagos').execute();
}
