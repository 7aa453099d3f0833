import type { InventoryItemEvent } from '@lavadero/domain/inventory/events';
import { alertStateOf } from '@lavadero/domain/inventory/stock-alert';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { applyEverySplit } from '../batch-splits.fixtures';
import { scratchReadModels } from '../scratch-read-models.fixtures';
import { productCreated, productDetails, stockMoved } from './inventory-item-events.fixtures';
import { evolveInventoryItemRow, inventoryItemsProjection } from './inventory-items.projection';
import type { InventoryItemRow } from './inventory-items.table';
import { alertStateSql } from './stock-alert-sql';

const details = productDetails;
const created = productCreated('i', '2026-11-01T12:00:00.000Z');
const minimum = (stockMinimo: number): InventoryItemEvent => ({
  type: 'InventoryItemUpdated',
  data: { itemId: 'i', ...details, stockMinimo, at: `2026-11-02T12:00:00.000Z` },
});
let minute = 0;
const stock = (previousStock: number, newStock: number) =>
  stockMoved(
    'i',
    previousStock,
    newStock,
    `2026-11-03T12:${String(minute++).padStart(2, '0')}:00.000Z`,
    null,
  );

const histories: Record<string, InventoryItemEvent[]> = {
  'sold down, minimum raised': [
    created,
    stock(0, 40),
    stock(40, 12),
    minimum(20),
    stock(12, 35),
    stock(35, 0),
  ],
  'moved before it exists': [stock(0, 5), created, stock(0, 3)],
  'no minimum': [created, minimum(0), stock(0, 0), stock(0, 1)],
};

describe.each(['pglite', 'postgres'] as const)('inventory items read model on %s', (kind) => {
  const scratch = scratchReadModels(kind, 'items');

  it('holds what the fold gives however its events are batched, stock written without reading', async () => {
    const ids = await applyEverySplit(
      scratch.db,
      inventoryItemsProjection,
      histories,
      (event, itemId) =>
        ({
          ...event,
          data: { ...event.data, itemId },
        }) as InventoryItemEvent,
    );
    const rows = new Map(
      (await scratch.db.selectFrom('inventoryItems').selectAll().execute()).map((row) => [row.id, row]),
    );
    for (const [name, events] of Object.entries(histories)) {
      const folded = events.reduce<InventoryItemRow | null>(evolveInventoryItemRow, null);
      for (const id of ids.get(name)!) expect(rows.get(id), `${name}: ${id}`).toEqual({ ...folded, id });
    }
  });

  it('states the same alert in SQL as alertStateOf', async () => {
    const { rows } = await sql<{ stock: number; minimum: number; state: string }>`
      select s.v as stock, m.v as minimum, ${alertStateSql(sql.ref('s.v'), sql.ref('m.v'))} as state
      from generate_series(-2, 40) as s(v), generate_series(0, 25) as m(v)`.execute(scratch.db);
    expect(rows).toHaveLength(43 * 26);
    for (const { stock, minimum, state } of rows)
      expect(state, `${stock} / ${minimum}`).toBe(alertStateOf(stock, minimum));
  });
});
