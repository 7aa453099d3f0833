import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';

/** Days, months and ids compare byte by byte: faster range scans and groupings than a locale's rules. */
const key = (c: ColumnDefinitionBuilder) => c.notNull().modifyFront(sql`collate "C"`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_sales')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fecha', 'text', key)
    .addColumn('customer_id', 'text', key)
    .addColumn('customer_nombre', 'text', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('services', 'jsonb', (c) => c.notNull())
    .addColumn('counted', 'boolean', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('report_daily')
    .addColumn('fecha', 'text', (c) => c.primaryKey())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .execute();
  // The primary keys lead with the day: every report reads one range of days.
  await db.schema
    .createTable('report_service_daily')
    .addColumn('fecha', 'text', key)
    .addColumn('item_id', 'text', key)
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('revenue', 'bigint', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_service_daily_pk', ['fecha', 'item_id'])
    .execute();
  await db.schema
    .createTable('report_customer_daily')
    .addColumn('fecha', 'text', key)
    .addColumn('customer_id', 'text', key)
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull())
    .addColumn('spent', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_customer_daily_pk', ['fecha', 'customer_id'])
    .execute();
  await db.schema
    .createTable('report_service_monthly')
    .addColumn('month', 'text', key)
    .addColumn('item_id', 'text', key)
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('revenue', 'bigint', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_service_monthly_pk', ['month', 'item_id'])
    .execute();
  await db.schema
    .createTable('report_customer_monthly')
    .addColumn('month', 'text', key)
    .addColumn('customer_id', 'text', key)
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull())
    .addColumn('spent', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_customer_monthly_pk', ['month', 'customer_id'])
    .execute();
  // A customer's last visit and name, a service's name: their latest day, found from the id.
  await db.schema
    .createIndex('report_customer_daily_customer_idx')
    .on('report_customer_daily')
    .columns(['customer_id', 'fecha'])
    .execute();
  await db.schema
    .createIndex('report_service_daily_item_idx')
    .on('report_service_daily')
    .columns(['item_id', 'fecha'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_customer_monthly').execute();
  await db.schema.dropTable('report_service_monthly').execute();
  await db.schema.dropTable('report_customer_daily').execute();
  await db.schema.dropTable('report_service_daily').execute();
  await db.schema.dropTable('report_daily').execute();
  await db.schema.dropTable('report_sales').execute();
}
