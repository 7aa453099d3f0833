import { inventoryMessages } from '@lavadero/domain/inventory/messages';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { findInventoryItemById } from '@lavadero/read-models/inventory/inventory.queries';
import type { InventoryItemRow } from '@lavadero/read-models/inventory/inventory-items.table';
import type { FastifyInstance } from 'fastify';

export async function loadInventoryItem(app: FastifyInstance, id: string): Promise<InventoryItemRow> {
  const item = await findInventoryItemById(app.readDb, id);
  if (!item) throw new NotFoundError('INVENTORY_ITEM_NOT_FOUND', inventoryMessages.notFound);
  return item;
}
