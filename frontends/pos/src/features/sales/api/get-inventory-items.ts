import type { InventoryItemDto } from '@lavadero/contracts/inventory';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/inventory-items: the new-sale dialog's products (the dialog's product search), under the key of the screen that owns them. */
export const inventoryItemsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/inventory-items'] as const,
    queryFn: getQueryFn<InventoryItemDto[]>({ on401: 'throw' }),
  });

export const useInventoryItems = () => useQuery(inventoryItemsQueryOptions());
