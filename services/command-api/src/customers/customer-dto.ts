import type { CustomerDto, DocTipoValue, VehicleDto } from '@lavadero/contracts/customers';
import type { CustomerRow } from '@lavadero/read-models/customers/customers.table';
import type { VehicleRow } from '@lavadero/read-models/vehicles/vehicles.table';

export function toCustomerDto(row: CustomerRow): CustomerDto {
  const { updatedAt: _, docTipo, ...dto } = row;
  return { ...dto, docTipo: docTipo as DocTipoValue };
}

export function toVehicleDto(row: VehicleRow): VehicleDto {
  const { createdAt: _, updatedAt: __, ...dto } = row;
  return dto;
}
