import { workOrdersQueryOptions } from '@lavadero/ui/api/queries/work-orders';
import { useQuery } from '@tanstack/react-query';

/**
 * The order being billed, from GET /api/work-orders (the list the orders screen reads, under the same
 * key): null once the list is loaded and the order is not in it.
 */
export function useWorkOrder(id: string) {
  return useQuery({
    ...workOrdersQueryOptions(),
    select: (orders) => orders.find((order) => order.id === id) ?? null,
  });
}
