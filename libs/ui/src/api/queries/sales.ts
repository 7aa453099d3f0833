import type { SaleDto } from '@lavadero/contracts/sales';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/sales: every sale, newest first (voided ones included, marked anulada). */
export const salesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/sales'] as const,
    queryFn: getQueryFn<SaleDto[]>({ on401: 'throw' }),
  });

/** How often a screen asks again while an electronic document waits for SIFEN's answer. */
export const SIFEN_POLL_MS = 3_000;

/** Whether a sale's electronic document still waits for SIFEN (its state will change by itself). */
export const awaitsSifen = (sale: Pick<SaleDto, 'electronico'>) =>
  sale.electronico?.estado === 'pendiente' || sale.electronico?.estado === 'enviado';

/** `followSifen`: ask again while a sale's electronic document waits for SIFEN (the POS list). */
export function useSales(options: { followSifen?: boolean } = {}) {
  return useQuery({
    ...salesQueryOptions(),
    refetchInterval: (query) =>
      options.followSifen && query.state.data?.some(awaitsSifen) ? SIFEN_POLL_MS : false,
  });
}
