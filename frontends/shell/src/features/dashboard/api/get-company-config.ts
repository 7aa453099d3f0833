import type { CompanyConfigDto } from '@lavadero/contracts/company-config';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /api/company-config: the saved company, or only the defaults before the first save. The same key
 * as /configuracion's, so a save there refreshes the dashboard header too.
 */
export const companyConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/company-config'] as const,
    queryFn: getQueryFn<CompanyConfigDto | null>({ on401: 'throw' }),
  });

export function useCompanyConfig() {
  return useQuery(companyConfigQueryOptions());
}
