import { salesQueryOptions } from '@lavadero/ui/api/queries/sales';
import { useQuery } from '@tanstack/react-query';

/** Spec 1 §7: the dashboard polls GET /api/sales every 30 s and on window focus. */
export const SALES_POLL_MS = 30_000;

export function useDashboardSales() {
  return useQuery({
    ...salesQueryOptions(),
    refetchInterval: SALES_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
}
