import type { TimbradoStatusDto } from '@lavadero/contracts/company-config';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/timbrado/status: validity in calendar days in Asunción (same key as the dashboard banner). */
export const timbradoStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/timbrado/status'] as const,
    queryFn: getQueryFn<TimbradoStatusDto>({ on401: 'throw' }),
  });

export function useTimbradoStatus() {
  return useQuery(timbradoStatusQueryOptions());
}
