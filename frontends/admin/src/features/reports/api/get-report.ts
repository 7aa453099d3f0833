import type {
  CustomerReportRowDto,
  PaymentMethodReportRowDto,
  SalesReportDto,
  ServiceReportRowDto,
} from '@lavadero/contracts/reports';
import { apiRequest } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

interface Reports {
  sales: SalesReportDto;
  services: ServiceReportRowDto[];
  customers: CustomerReportRowDto[];
  'payment-methods': PaymentMethodReportRowDto[];
}

/** GET /api/reports/{sales|services|customers|payment-methods}?{query}; nothing is asked while the query is null. */
export const reportQueryOptions = <K extends keyof Reports>(report: K, query: string | null) =>
  queryOptions({
    queryKey: ['/api/reports', report, query] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest<Reports[K]>('GET', `/api/reports/${report}?${query}`, undefined, {
        signal,
      })) as Reports[K],
    enabled: query !== null,
  });

export function useReport<K extends keyof Reports>(report: K, query: string | null) {
  return useQuery(reportQueryOptions(report, query));
}
