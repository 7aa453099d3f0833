import type { FullSaleDto } from '@lavadero/contracts/sales';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/sales/{id}/full: the sale, its lines, the buyer and the company as it was at issue. */
export const saleFullQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/sales', id, 'full'] as const,
    queryFn: getQueryFn<FullSaleDto>({ on401: 'throw' }),
  });

export function useSaleFull(id: string | null) {
  return useQuery({ ...saleFullQueryOptions(id ?? ''), enabled: id !== null });
}
