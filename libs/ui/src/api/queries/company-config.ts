import type { CompanyConfigDto } from '@lavadero/contracts/company-config';
import { getQueryFn } from '@lavadero/ui/api/client';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { timbradoStatusQueryOptions } from './timbrado-status';

/** GET /api/company-config: the saved company, or only the defaults before the first save. */
export const companyConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/company-config'] as const,
    queryFn: getQueryFn<CompanyConfigDto>({ on401: 'throw' }),
  });

export function useCompanyConfig() {
  return useQuery(companyConfigQueryOptions());
}

/** After a company save: the settings, and the stamp status computed from its dates. */
export async function invalidateCompanyConfig(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [companyConfigQueryOptions(), timbradoStatusQueryOptions()].map(({ queryKey }) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
