import type { VehicleDto } from '@lavadero/contracts/customers';

/** What the vehicle dialog holds; the owner is the card's customer. VehicleBody upper-cases the plate. */
export interface VehicleForm {
  customerId: string;
  placa: string;
  marca: string;
  modelo: string;
  color: string;
  observaciones: string;
}

export function vehicleToForm(customerId: string, vehicle: VehicleDto | null): VehicleForm {
  return {
    customerId,
    placa: vehicle?.placa ?? '',
    marca: vehicle?.marca ?? '',
    modelo: vehicle?.modelo ?? '',
    color: vehicle?.color ?? '',
    observaciones: vehicle?.observaciones ?? '',
  };
}
