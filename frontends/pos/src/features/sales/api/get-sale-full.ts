import type { FullSaleDto } from '@lavadero/contracts/sales';
import { getQueryFn } from '@lavadero/ui/api/client';
import { awaitsSifen, SIFEN_POLL_MS } from '@lavadero/ui/api/queries/sales';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/sales/{id}/full: the sale, its lines, the buyer and the company as it was at issue. */
export const saleFullQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/sales', id, 'full'] as const,
    queryFn: getQueryFn<FullSaleDto>({ on401: 'throw' }),
  });

export function useSaleFull(id: string | null) {
  return useQuery({
    ...saleFullQueryOptions(id ?? ''),
    enabled: id !== null,
    // The viewer shows the SIFEN state and the KuDE's QR: they arrive once the worker signs and sends.
    refetchInterval: (query) =>
      query.state.data && awaitsSifen(query.state.data.sale) ? SIFEN_POLL_MS : false,
  });
}
