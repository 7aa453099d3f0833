import { type Kysely, sql } from 'kysely';

/**
 * The DNIT settings gain the electronic emission. Events stored before it carry none of its fields,
 * so the defaults are what a rebuild would give: printed emission, nothing else set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('dnit_config')
    .addColumn('emision', 'text', (c) => c.notNull().defaultTo(sql`'impresa'`))
    .addColumn('timbrado_electronico', 'text')
    .addColumn('timbrado_electronico_desde', 'text')
    .addColumn('csc_id', 'text')
    .addColumn('has_csc_secret', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('dnit_config')
    .dropColumn('has_csc_secret')
    .dropColumn('csc_id')
    .dropColumn('timbrado_electronico_desde')
    .dropColumn('timbrado_electronico')
    .dropColumn('emision')
    .execute();
}
