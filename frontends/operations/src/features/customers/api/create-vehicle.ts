import type { VehicleBody, VehicleDto } from '@lavadero/contracts/customers';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation } from '@tanstack/react-query';
import { invalidateVehicles } from './get-vehicles';

/** POST /api/vehicles: answers 201 with the new vehicle (404 'Cliente no encontrado' for an unknown owner). */
export const createVehicle = (body: VehicleBody) => apiRequest<VehicleDto>('POST', '/api/vehicles', body);

export function useCreateVehicle() {
  return useMutation({
    mutationFn: createVehicle,
    onSuccess: (_data, _variables, _result, { client }) => invalidateVehicles(client),
  });
}
