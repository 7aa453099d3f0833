import { LOW_STOCK_FACTOR } from '@lavadero/domain/inventory/stock-alert';
import { type Expression, type RawBuilder, sql } from 'kysely';

/**
 * `alertStateOf` in SQL, for a stock level written without reading the row's minimum (a sale's
 * stock movement). inventory-items.projection.int.test.ts checks that both give the same state.
 */
export function alertStateSql(stock: Expression<number>, minimum: Expression<number>): RawBuilder<string> {
  const low = sql`${minimum} * ${sql.lit(LOW_STOCK_FACTOR)}`;
  return sql<string>`case when ${stock} <= 0 or ${stock} <= ${minimum} then 'critico' when ${stock} <= ${low} then 'bajo' else 'normal' end`;
}
