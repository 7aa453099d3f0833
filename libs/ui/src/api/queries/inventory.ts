import type { InventoryItemDto } from '@lavadero/contracts/inventory';
import { getQueryFn } from '@lavadero/ui/api/client';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { inventoryItemsQueryOptions } from './inventory-items';

/** GET /api/inventory: every product, read by the inventory screen, the dashboard and the reports' alerts. */
export const inventoryQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/inventory'] as const,
    queryFn: getQueryFn<InventoryItemDto[]>({ on401: 'throw' }),
  });

export function useInventory() {
  return useQuery(inventoryQueryOptions());
}

/**
 * After any inventory write: every key under /api/inventory and the point of sale's product search
 * (spec 2 §7 notes) show the change at once.
 */
export async function invalidateInventory(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [inventoryQueryOptions(), inventoryItemsQueryOptions()].map(({ queryKey }) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
