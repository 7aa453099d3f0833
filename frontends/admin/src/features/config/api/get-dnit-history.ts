import type { ConfigChangeDto } from '@lavadero/contracts/company-config';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/dnit-config/history (admin): every save of the DNIT settings; secrets named, never shown. */
export const dnitHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/dnit-config/history'] as const,
    queryFn: getQueryFn<ConfigChangeDto[]>({ on401: 'throw' }),
  });

export function useDnitHistory() {
  return useQuery(dnitHistoryQueryOptions());
}
