import type { ConfigChangeDto } from '@lavadero/contracts/company-config';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/company-config/history: every save of company or DNIT settings, newest first, from the events. */
export const configHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/company-config/history'] as const,
    queryFn: getQueryFn<ConfigChangeDto[]>({ on401: 'throw' }),
  });

export function useConfigHistory() {
  return useQuery(configHistoryQueryOptions());
}
