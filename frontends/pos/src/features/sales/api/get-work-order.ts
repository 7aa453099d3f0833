import type { WorkOrderDto } from '@lavadero/contracts/work-orders';
import { getQueryFn } from '@lavadero/ui/api/client';
import { useQuery } from '@tanstack/react-query';

/**
 * The order being billed, from GET /api/work-orders (the list the orders screen and the dashboard
 * read, under the same key): null once the list is loaded and the order is not in it.
 */
export function useWorkOrder(id: string) {
  return useQuery({
    queryKey: ['/api/work-orders'] as const,
    queryFn: getQueryFn<WorkOrderDto[]>({ on401: 'throw' }),
    select: (orders) => orders.find((order) => order.id === id) ?? null,
  });
}
