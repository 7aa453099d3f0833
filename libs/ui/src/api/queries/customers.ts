import type { CustomerDto } from '@lavadero/contracts/customers';
import { getQueryFn } from '@lavadero/ui/api/client';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /api/customers: every customer, sorted by name ('Cliente General' among them). Read by the
 * customers screen and the sale and order pickers.
 */
export const customersQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/customers'] as const,
    queryFn: getQueryFn<CustomerDto[]>({ on401: 'throw' }),
  });

export function useCustomers() {
  return useQuery(customersQueryOptions());
}

export function invalidateCustomers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: customersQueryOptions().queryKey });
}
