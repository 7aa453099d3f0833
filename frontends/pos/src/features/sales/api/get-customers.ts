import type { CustomerDto } from '@lavadero/contracts/customers';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/customers: the new-sale dialog's customers, under the key of the screen that owns them. */
export const customersQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/customers'] as const,
    queryFn: getQueryFn<CustomerDto[]>({ on401: 'throw' }),
  });

export const useCustomers = () => useQuery(customersQueryOptions());
