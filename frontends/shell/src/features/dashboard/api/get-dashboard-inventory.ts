import type { InventoryItemDto } from '@lavadero/contracts/inventory';
import { getQueryFn } from '@lavadero/ui/api/client';
import { useQuery } from '@tanstack/react-query';

/** Spec 1 §7: the dashboard polls GET /api/inventory every 60 s. */
export const INVENTORY_POLL_MS = 60_000;

export function useDashboardInventory() {
  return useQuery({
    queryKey: ['/api/inventory'],
    queryFn: getQueryFn<InventoryItemDto[]>({ on401: 'throw' }),
    refetchInterval: INVENTORY_POLL_MS,
    staleTime: 0,
  });
}
