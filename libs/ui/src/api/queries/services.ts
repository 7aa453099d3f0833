import type { ServiceDto } from '@lavadero/contracts/catalog';
import { getQueryFn } from '@lavadero/ui/api/client';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { invalidateServiceCombos } from './service-combos';

/** GET /api/services: active and inactive services, each with its `activo` flag. */
export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/services'] as const,
    queryFn: getQueryFn<ServiceDto[]>({ on401: 'throw' }),
  });

export function useServices() {
  return useQuery(servicesQueryOptions());
}

/** After a service write: the services, and the combos, whose cards show their services' names and prices. */
export async function invalidateServices(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: servicesQueryOptions().queryKey }),
    invalidateServiceCombos(queryClient),
  ]);
}
