import type { CreateServiceBody, ServiceDto } from '@lavadero/contracts/catalog';
import { apiRequest } from '@lavadero/ui/api/client';
import { invalidateServices } from '@lavadero/ui/api/queries/services';
import { useMutation } from '@tanstack/react-query';

/** POST /api/services: answers 201 with the new service. */
export const createService = (body: CreateServiceBody) =>
  apiRequest<ServiceDto>('POST', '/api/services', body);

export function useCreateService() {
  return useMutation({
    mutationFn: createService,
    onSuccess: (_data, _variables, _result, { client }) => invalidateServices(client),
  });
}
