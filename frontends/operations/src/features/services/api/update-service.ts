import type { ServiceDto, UpdateServiceBody } from '@lavadero/contracts/catalog';
import { apiRequest } from '@lavadero/ui/api/client';
import { invalidateServices } from '@lavadero/ui/api/queries/services';
import { useMutation } from '@tanstack/react-query';

/** PUT /api/services/{id}: answers the updated service; `activo: true` reactivates it. */
export const updateService = ({ id, body }: { id: string; body: UpdateServiceBody }) =>
  apiRequest<ServiceDto>('PUT', `/api/services/${id}`, body);

export function useUpdateService() {
  return useMutation({
    mutationFn: updateService,
    onSuccess: (_data, _variables, _result, { client }) => invalidateServices(client),
  });
}
