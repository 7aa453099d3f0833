import { inventoryQueryOptions } from '@lavadero/ui/api/queries/inventory';
import { useQuery } from '@tanstack/react-query';

/** Spec 1 §7: the dashboard polls GET /api/inventory every 60 s. */
export const INVENTORY_POLL_MS = 60_000;

export function useDashboardInventory() {
  return useQuery({ ...inventoryQueryOptions(), refetchInterval: INVENTORY_POLL_MS, staleTime: 0 });
}
