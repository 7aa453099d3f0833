import type { WorkOrderStatsDto } from '@lavadero/contracts/work-orders';
import { getQueryFn } from '@lavadero/ui/api/client';
import { useQuery } from '@tanstack/react-query';

/** Spec 1 §7, §9: the dashboard reads the work orders every 15 s. */
export const WORK_ORDERS_POLL_MS = 15_000;

/**
 * GET /api/work-orders/stats: 'Órdenes Activas' and 'Servicios Realizados' counted by the server (its
 * Asunción day), instead of downloading every order to count them here. Under the work-orders key, so
 * every order write (which refreshes that key) refreshes the cards too.
 */
export function useWorkOrderStats() {
  return useQuery({
    queryKey: ['/api/work-orders', 'stats'],
    queryFn: getQueryFn<WorkOrderStatsDto>({ on401: 'throw' }),
    refetchInterval: WORK_ORDERS_POLL_MS,
    staleTime: 0,
  });
}
