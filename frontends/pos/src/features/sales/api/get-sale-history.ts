import type { SaleHistoryEntryDto } from '@lavadero/contracts/sales';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/sales/{id}/history: the sale's events in order, for the viewer's 'Historial' tab. */
export const saleHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/sales', id, 'history'] as const,
    queryFn: getQueryFn<SaleHistoryEntryDto[]>({ on401: 'throw' }),
    staleTime: 0,
  });

export function useSaleHistory(id: string, enabled: boolean) {
  return useQuery({ ...saleHistoryQueryOptions(id), enabled });
}
