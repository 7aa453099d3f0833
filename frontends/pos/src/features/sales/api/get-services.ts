import type { ServiceDto } from '@lavadero/contracts/catalog';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/services: the new-sale dialog's active and inactive services, under the key of the screen that owns them. */
export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/services'] as const,
    queryFn: getQueryFn<ServiceDto[]>({ on401: 'throw' }),
  });

export const useServices = () => useQuery(servicesQueryOptions());
