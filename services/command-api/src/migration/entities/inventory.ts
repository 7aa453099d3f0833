import { InventoryRecord } from '@lavadero/contracts/migration-records';
import { toInventoryItemStreamId } from '@lavadero/domain/inventory/events';
import { inventoryItemDecider } from '@lavadero/domain/inventory/inventory-item-decide';
import { listInventoryItems } from '@lavadero/read-models/inventory/inventory.queries';
import { toInventoryItemDto } from '../../inventory/inventory-dto';
import { entityHandler } from './entity-handler';

/** Like POST /api/inventory: the product, and its stock as of the export as the initial stock. */
export const inventoryHandler = entityHandler({
  entity: 'inventory',
  exportAll: async (db) => (await listInventoryItems(db)).map(toInventoryItemDto),
  schema: InventoryRecord,
  streamsOf: (item) => [toInventoryItemStreamId(item.id)],
  importRecord(ctx, { id: itemId, createdAt, stockActual, ...details }) {
    const stream = toInventoryItemStreamId(itemId);
    if (ctx.state(inventoryItemDecider, stream, 'epoch').status !== 'absent') return 'skipped';
    ctx.decide(inventoryItemDecider, stream, 'epoch', {
      type: 'CreateInventoryItem',
      data: { itemId, details, stockActual, userId: ctx.importedBy, now: createdAt ?? ctx.now },
    });
    return 'created';
  },
});
