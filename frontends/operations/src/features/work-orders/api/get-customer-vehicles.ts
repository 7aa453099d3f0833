import type { VehicleDto } from '@lavadero/contracts/customers';
import { getQueryFn } from '@lavadero/ui/api/client';
import { useQuery } from '@tanstack/react-query';

/**
 * GET /api/vehicles/by-customer/{id}: the chosen customer's vehicles (spec 2 §4 "Customer and vehicle
 * forms"); nothing is asked before a customer is chosen.
 */
export function useCustomerVehicles(customerId: string) {
  return useQuery({
    queryKey: ['/api/vehicles/by-customer', customerId] as const,
    queryFn: getQueryFn<VehicleDto[]>({ on401: 'throw' }),
    enabled: customerId !== '',
  });
}
