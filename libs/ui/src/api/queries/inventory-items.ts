import type { InventoryItemDto } from '@lavadero/contracts/inventory';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /api/inventory-items: the products the new-sale dialog searches. Refreshed with the inventory
 * (invalidateInventory), whose writes change them.
 */
export const inventoryItemsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/inventory-items'] as const,
    queryFn: getQueryFn<InventoryItemDto[]>({ on401: 'throw' }),
  });

export function useInventoryItems() {
  return useQuery(inventoryItemsQueryOptions());
}
