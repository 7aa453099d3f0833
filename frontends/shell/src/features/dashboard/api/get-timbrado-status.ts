import type { TimbradoStatusDto } from '@lavadero/contracts/company-config';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/timbrado/status: whether invoices can be issued today (calendar days in Asunción). */
export const timbradoStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/timbrado/status'] as const,
    queryFn: getQueryFn<TimbradoStatusDto | null>({ on401: 'throw' }),
  });

export function useTimbradoStatus() {
  return useQuery(timbradoStatusQueryOptions());
}
