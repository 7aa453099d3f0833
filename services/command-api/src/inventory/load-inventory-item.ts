import { inventoryMessages } from '@lavadero/domain/inventory/messages';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { findInventoryItemById } from '@lavadero/read-models/inventory/inventory.queries';
import type { InventoryItemRow } from '@lavadero/read-models/inventory/inventory-items.table';
import type { WriteDeps } from '../plugins/write-deps';

export async function loadInventoryItem(deps: WriteDeps, id: string): Promise<InventoryItemRow> {
  const item = await findInventoryItemById(deps.readDb, id);
  if (!item) throw new NotFoundError('INVENTORY_ITEM_NOT_FOUND', inventoryMessages.notFound);
  return item;
}
