import type { CustomerBody, CustomerDto } from '@lavadero/contracts/customers';
import { apiRequest } from '@lavadero/ui/api/client';
import { invalidateCustomers } from '@lavadero/ui/api/queries/customers';
import { useMutation } from '@tanstack/react-query';

/** POST /api/customers: answers 201 with the new customer. */
export const createCustomer = (body: CustomerBody) => apiRequest<CustomerDto>('POST', '/api/customers', body);

export function useCreateCustomer() {
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: (_data, _variables, _result, { client }) => invalidateCustomers(client),
  });
}
