import type { VehicleBody, VehicleDto } from '@lavadero/contracts/customers';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation } from '@tanstack/react-query';
import { invalidateVehicles } from './get-vehicles';

/** PUT /api/vehicles/{id}: every field; answers the updated vehicle. */
export const updateVehicle = ({ id, body }: { id: string; body: VehicleBody }) =>
  apiRequest<VehicleDto>('PUT', `/api/vehicles/${id}`, body);

export function useUpdateVehicle() {
  return useMutation({
    mutationFn: updateVehicle,
    onSuccess: (_data, _variables, _result, { client }) => invalidateVehicles(client),
  });
}
