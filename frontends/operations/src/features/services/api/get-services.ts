import type { ServiceDto } from '@lavadero/contracts/catalog';
import { getQueryFn } from '@lavadero/ui/api/client';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

export const SERVICES_KEY = ['/api/services'] as const;

/** GET /api/services: active and inactive services, each with its `activo` flag. */
export const servicesQueryOptions = () =>
  queryOptions({ queryKey: SERVICES_KEY, queryFn: getQueryFn<ServiceDto[]>({ on401: 'throw' }) });

export function useServices() {
  return useQuery(servicesQueryOptions());
}

/**
 * After any service write: the services list, and the combos, whose cards show their services'
 * names and prices.
 */
export async function invalidateServices(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: SERVICES_KEY }),
    queryClient.invalidateQueries({ queryKey: ['/api/service-combos'] }),
  ]);
}
