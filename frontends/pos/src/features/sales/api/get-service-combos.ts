import type { ComboDto } from '@lavadero/contracts/catalog';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/service-combos: the new-sale dialog's combos, under the key of the screen that owns them. */
export const serviceCombosQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/service-combos'] as const,
    queryFn: getQueryFn<ComboDto[]>({ on401: 'throw' }),
  });

export const useServiceCombos = () => useQuery(serviceCombosQueryOptions());
