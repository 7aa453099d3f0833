import type { ComboDto } from '@lavadero/contracts/catalog';
import { getQueryFn } from '@lavadero/ui/api/client';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

export const COMBOS_KEY = ['/api/service-combos'] as const;

/** GET /api/service-combos: active and inactive combos, with their services' ids and names. */
export const combosQueryOptions = () =>
  queryOptions({ queryKey: COMBOS_KEY, queryFn: getQueryFn<ComboDto[]>({ on401: 'throw' }) });

export function useCombos() {
  return useQuery(combosQueryOptions());
}

export const invalidateCombos = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: COMBOS_KEY });
