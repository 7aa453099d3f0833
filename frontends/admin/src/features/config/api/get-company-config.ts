import type { CompanyConfigDto } from '@lavadero/contracts/company-config';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/company-config: the saved company, or the defaults before the first save (same key as the dashboard). */
export const companyConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/company-config'] as const,
    queryFn: getQueryFn<CompanyConfigDto>({ on401: 'throw' }),
  });

export function useCompanyConfig() {
  return useQuery(companyConfigQueryOptions());
}
