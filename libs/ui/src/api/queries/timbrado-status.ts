import type { TimbradoStatusDto } from '@lavadero/contracts/company-config';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /api/timbrado/status: whether invoices can be issued today (calendar days in Asunción). Read by
 * the dashboard banner, /configuracion and the point of sale; a company save refreshes it
 * (invalidateCompanyConfig).
 */
export const timbradoStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/timbrado/status'] as const,
    queryFn: getQueryFn<TimbradoStatusDto>({ on401: 'throw' }),
  });

export function useTimbradoStatus() {
  return useQuery(timbradoStatusQueryOptions());
}
