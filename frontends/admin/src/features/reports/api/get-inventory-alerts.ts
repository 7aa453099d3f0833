import type { InventoryItemDto } from '@lavadero/contracts/inventory';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/inventory, the inventory read model: the 'Alertas de Inventario' panel keeps the alerts. */
export const inventoryQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/inventory'] as const,
    queryFn: getQueryFn<InventoryItemDto[]>({ on401: 'throw' }),
  });

export function useInventory() {
  return useQuery(inventoryQueryOptions());
}
