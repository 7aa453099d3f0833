import type { Kysely } from 'kysely';

/** Customers' accounts: balance and limit, every movement, and each credit sale's charge as it stands. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_accounts')
    .addColumn('customer_id', 'text', (c) => c.primaryKey())
    .addColumn('saldo', 'bigint', (c) => c.notNull())
    .addColumn('limite', 'bigint')
    .addColumn('pagado', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('customer_account_movements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sale_id', 'text')
    .addColumn('medio_pago', 'text')
    .addColumn('monto', 'bigint')
    .addColumn('saldo', 'bigint', (c) => c.notNull())
    .addColumn('limite', 'bigint')
    .addColumn('user_id', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_account_movements_customer_idx')
    .on('customer_account_movements')
    .columns(['customer_id', 'at'])
    .execute();
  await db.schema
    .createTable('customer_account_charges')
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('sale_id', 'text', (c) => c.notNull())
    .addColumn('fecha', 'text', (c) => c.notNull())
    .addColumn('monto', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_account_charges_pk', ['customer_id', 'sale_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_account_charges').execute();
  await db.schema.dropTable('customer_account_movements').execute();
  await db.schema.dropTable('customer_accounts').execute();
}
