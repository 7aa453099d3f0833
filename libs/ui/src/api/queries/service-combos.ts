import type { ComboDto } from '@lavadero/contracts/catalog';
import { getQueryFn } from '@lavadero/ui/api/client';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/service-combos: active and inactive combos, with their services' ids and names. */
export const serviceCombosQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/service-combos'] as const,
    queryFn: getQueryFn<ComboDto[]>({ on401: 'throw' }),
  });

export function useServiceCombos() {
  return useQuery(serviceCombosQueryOptions());
}

export function invalidateServiceCombos(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: serviceCombosQueryOptions().queryKey });
}
