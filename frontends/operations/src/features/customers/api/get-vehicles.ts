import type { VehicleDto } from '@lavadero/contracts/customers';
import { getQueryFn } from '@lavadero/ui/api/client';
import { invalidateCustomers } from '@lavadero/ui/api/queries/customers';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/vehicles: every active vehicle, in the order they were registered. */
export const vehiclesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/vehicles'] as const,
    queryFn: getQueryFn<VehicleDto[]>({ on401: 'throw' }),
  });

export function useVehicles() {
  return useQuery(vehiclesQueryOptions());
}

/**
 * After a vehicle write: the full list, every per-customer list (the work-order form reads
 * GET /api/vehicles/by-customer/{id}) and the customers (spec 2 §7 notes).
 */
export async function invalidateVehicles(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: vehiclesQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/vehicles/by-customer'] }),
    invalidateCustomers(queryClient),
  ]);
}
