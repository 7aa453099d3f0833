import type { AgingReportDto } from '@lavadero/contracts/customer-accounts';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/reports/customer-accounts-aging: what customers owe by age, today in Asunción. */
export const customerAgingQueryOptions = queryOptions({
  queryKey: ['/api/reports/customer-accounts-aging'] as const,
  queryFn: getQueryFn<AgingReportDto>({ on401: 'throw' }),
  staleTime: 0,
});

export const useCustomerAging = () => useQuery(customerAgingQueryOptions);
