import type { ServiceDto } from '@lavadero/contracts/catalog';
import type { CustomerDto } from '@lavadero/contracts/customers';
import { getQueryFn } from '@lavadero/ui/api/client';
import { useQuery } from '@tanstack/react-query';

/**
 * What the order dialog chooses from: GET /api/customers and GET /api/services, under the same keys
 * as the customers and services screens (one cached answer, refreshed by their writes).
 */
export function useOrderCustomers() {
  return useQuery({
    queryKey: ['/api/customers'] as const,
    queryFn: getQueryFn<CustomerDto[]>({ on401: 'throw' }),
  });
}

export function useOrderServices() {
  return useQuery({
    queryKey: ['/api/services'] as const,
    queryFn: getQueryFn<ServiceDto[]>({ on401: 'throw' }),
  });
}
