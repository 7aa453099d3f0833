import type { InventoryItemDto } from '@lavadero/contracts/inventory';
import { getQueryFn } from '@lavadero/ui/api/client';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/inventory: every product, as the screen and the dashboard read them. */
export const inventoryQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/inventory'] as const,
    queryFn: getQueryFn<InventoryItemDto[]>({ on401: 'throw' }),
  });

export function useInventory() {
  return useQuery(inventoryQueryOptions());
}

/**
 * After any inventory write: the screen's list (shared with the dashboard) and the point of sale's
 * product search (spec 2 §7 notes) show the change at once.
 */
export function invalidateInventory(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [path] = query.queryKey;
      return path === '/api/inventory' || path === '/api/inventory-items';
    },
  });
}
