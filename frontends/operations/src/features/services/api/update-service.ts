import type { ServiceDto, UpdateServiceBody } from '@lavadero/contracts/catalog';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation } from '@tanstack/react-query';
import { invalidateServices } from './get-services';

/** PUT /api/services/{id}: answers the updated service; `activo: true` reactivates it. */
export const updateService = ({ id, body }: { id: string; body: UpdateServiceBody }) =>
  apiRequest<ServiceDto>('PUT', `/api/services/${id}`, body);

export function useUpdateService() {
  return useMutation({
    mutationFn: updateService,
    onSuccess: (_data, _variables, _result, { client }) => invalidateServices(client),
  });
}
