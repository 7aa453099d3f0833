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

/**
 * Whether a sale's electronic document still waits for SIFEN (its state will change by itself): not
 * answered yet, or voided while approved (its cancellation is on its way).
 */
export function awaitsSifen(sale: Pick<SaleDto, 'electronico' | 'anulada'>): boolean {
  const estado = sale.electronico?.estado;
  if (estado === 'pendiente' || estado === 'enviado') return true;
  return sale.anulada && (estado === 'aprobado' || estado === 'aprobado_observacion');
}

/** `followSifen`: ask again while a sale's electronic document waits for SIFEN (the POS list). */
export function useSales(options: { followSifen?: boolean } = {}) {
  return useQuery({
    ...salesQueryOptions(),
    refetchInterval: (query) =>
      options.followSifen && query.state.data?.some(awaitsSifen) ? SIFEN_POLL_MS : false,
  });
}
