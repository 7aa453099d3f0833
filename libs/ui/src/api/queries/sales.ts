import type { SaleDto } from '@lavadero/contracts/sales';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/sales: every sale, newest first (voided ones included, marked anulada). */
export const salesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/sales'] as const,
    queryFn: getQueryFn<SaleDto[]>({ on401: 'throw' }),
  });

export function useSales() {
  return useQuery(salesQueryOptions());
}
