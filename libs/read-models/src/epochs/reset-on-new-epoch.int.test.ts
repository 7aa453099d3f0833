import { SYSTEM_RESET_EVENT_TYPE } from '@lavadero/domain/company/system-reset-decide';
import type { RecordedEvent } from '@lavadero/event-store/event-store';
import { describe, expect, it } from 'vitest';
import { applyAlone } from '../apply-alone.fixtures';
import { everySplit } from '../batch-splits.fixtures';
import { productCreated, stockMoved } from '../inventory/inventory-item-events.fixtures';
import { inventoryItemsProjection } from '../inventory/inventory-items.projection';
import { scratchReadModels } from '../scratch-read-models.fixtures';
import { resetOnNewEpoch } from './reset-on-new-epoch';

const at = '2026-11-03T12:00:00.000Z';
const reset = { type: SYSTEM_RESET_EVENT_TYPE, data: {} };
/**
 * A product kept across resets, one gone with the epoch and one of the new epoch. A reset in the
 * middle of a batch comes after writes of that batch still pending: they must land before it
 * empties the table ('gone' stays otherwise), and the kept product's creation before its stock
 * moves after the reset (an unread write, which finds no row otherwise).
 */
const history = [
  productCreated('kept', at),
  productCreated('gone', at),
  stockMoved('gone', 0, 4, at),
  reset,
  stockMoved('kept', 0, 7, at),
  productCreated('new', at),
  stockMoved('new', 0, 3, at),
].map((event, i) => ({ ...event, id: `e${i}`, metadata: {} }) as unknown as RecordedEvent);

describe.each(['pglite', 'postgres'] as const)('a system reset on %s', (kind) => {
  const scratch = scratchReadModels(kind, 'epochs');
  const projection = resetOnNewEpoch(inventoryItemsProjection, { inventoryItems: ['kept'] });

  it('empties what came before it however the batches fall, with their writes pending', async () => {
    for (const split of everySplit(history)) {
      await scratch.db.deleteFrom('inventoryItems').execute();
      for (const batch of split) await applyAlone(scratch.db, projection, batch);
      const stock = await scratch.db
        .selectFrom('inventoryItems')
        .select(['id', 'stockActual'])
        .orderBy('id')
        .execute();
      expect(stock, split.map((batch) => batch.length).join('+')).toEqual([
        { id: 'kept', stockActual: 7 },
        { id: 'new', stockActual: 3 },
      ]);
    }
  });
});
