import type { CustomerBody, CustomerDto } from '@lavadero/contracts/customers';
import { apiRequest } from '@lavadero/ui/api/client';
import { invalidateCustomers } from '@lavadero/ui/api/queries/customers';
import { useMutation } from '@tanstack/react-query';

/** PUT /api/customers/{id}: every field; answers the updated customer. */
export const updateCustomer = ({ id, body }: { id: string; body: CustomerBody }) =>
  apiRequest<CustomerDto>('PUT', `/api/customers/${id}`, body);

export function useUpdateCustomer() {
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: (_data, _variables, _result, { client }) => invalidateCustomers(client),
  });
}
