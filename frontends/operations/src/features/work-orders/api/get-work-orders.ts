import type { WorkOrderDto } from '@lavadero/contracts/work-orders';
import { getQueryFn } from '@lavadero/ui/api/client';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

export const WORK_ORDERS_KEY = ['/api/work-orders'] as const;

/** GET /api/work-orders: every order, newest first, with its customer, vehicle, items and billing. */
export const workOrdersQueryOptions = () =>
  queryOptions({ queryKey: WORK_ORDERS_KEY, queryFn: getQueryFn<WorkOrderDto[]>({ on401: 'throw' }) });

export function useWorkOrders() {
  return useQuery(workOrdersQueryOptions());
}

/**
 * After an order write: every key under /api/work-orders (the list, the dashboard's counts, an
 * order's items) and its print data, so the screen, the dashboard and a receipt show the same order.
 */
export async function invalidateWorkOrders(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: WORK_ORDERS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['/api/print/work-orders'] }),
  ]);
}
