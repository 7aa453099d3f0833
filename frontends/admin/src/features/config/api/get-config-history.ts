import type { ConfigChangeDto } from '@lavadero/contracts/company-config';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/company-config/history (admin): every save of the company settings, read from the events. */
export const configHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/company-config/history'] as const,
    queryFn: getQueryFn<ConfigChangeDto[]>({ on401: 'throw' }),
  });

export function useConfigHistory() {
  return useQuery(configHistoryQueryOptions());
}
