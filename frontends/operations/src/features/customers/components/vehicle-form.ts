import { VehicleBody, type VehicleDto } from '@lavadero/contracts/customers';
import { type FieldErrors, toFieldErrors } from './form-errors';

/** What the vehicle dialog holds; the owner is the card's customer. */
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

/** The server's schema, run in the browser (the plate comes out trimmed and upper-case). */
export function validateVehicleForm(
  form: VehicleForm,
): { body: VehicleBody; errors: FieldErrors } | { body: null; errors: FieldErrors } {
  const result = VehicleBody.safeParse(form);
  return result.success
    ? { body: result.data, errors: {} }
    : { body: null, errors: toFieldErrors(result.error.issues) };
}
