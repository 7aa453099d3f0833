import type { Kysely } from 'kysely';

/**
 * Split payments. The parts of a split payment (or a cash payment with the amount tendered), as the sale's events
 * state them: null when the whole total was paid by `medio_pago`, as in every row from before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sales').addColumn('pagos', 'jsonb').execute();
  await db.schema.alterTable('cash_sale_payments').addColumn('pagos', 'jsonb').execute();
  // Sales by payment method: each sale's parts as they count, and the sums per day and method.
  await db.schema
    .createTable('report_sale_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fecha', 'text', (c) => c.notNull())
    .addColumn('parts', 'jsonb', (c) => c.notNull())
    .addColumn('counted', 'boolean', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('report_payment_method_daily')
    .addColumn('fecha', 'text', (c) => c.notNull())
    .addColumn('medio', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('sales', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_payment_method_daily_pk', ['fecha', 'medio'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_payment_method_daily').execute();
  await db.schema.dropTable('report_sale_payments').execute();
  await db.schema.alterTable('cash_sale_payments').dropColumn('pagos').execute();
  await db.schema.alterTable('sales').dropColumn('pagos').execute();
}
