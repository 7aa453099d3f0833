import { workOrdersQueryOptions } from '@lavadero/ui/api/queries/work-orders';
import type { QueryClient } from '@tanstack/react-query';

/**
 * After an order write: every key under /api/work-orders (the list, the dashboard's counts, an
 * order's items) and its print data, so the screen, the dashboard and a receipt show the same order.
 */
export async function invalidateWorkOrders(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: workOrdersQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/print/work-orders'] }),
  ]);
}
