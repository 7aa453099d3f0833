import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation } from '@tanstack/react-query';
import { invalidateVehicles } from './get-vehicles';

/** DELETE /api/vehicles/{id}: answers 204; the vehicle's history stays in the event store. */
export const deleteVehicle = (id: string) => apiRequest<void>('DELETE', `/api/vehicles/${id}`);

export function useDeleteVehicle() {
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: (_data, _variables, _result, { client }) => invalidateVehicles(client),
  });
}
