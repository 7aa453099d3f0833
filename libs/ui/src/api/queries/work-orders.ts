import type { WorkOrderDto } from '@lavadero/contracts/work-orders';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/work-orders: every order, newest first, with its customer, vehicle, items and billing. */
export const workOrdersQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/work-orders'] as const,
    queryFn: getQueryFn<WorkOrderDto[]>({ on401: 'throw' }),
  });

export function useWorkOrders() {
  return useQuery(workOrdersQueryOptions());
}
