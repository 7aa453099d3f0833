import type { CategoryDto, ComboDto, ServiceCategoryValue, ServiceDto } from '@lavadero/contracts/catalog';
import type { CategoryRow } from '@lavadero/read-models/categories/categories.table';
import type { ComboWithServices } from '@lavadero/read-models/combos/combos.queries';
import type { ServiceRow } from '@lavadero/read-models/services/services.table';

// The rows only ever hold what the deciders accepted, so the narrowing casts below are safe.

export function toServiceDto(row: ServiceRow): ServiceDto {
  return { ...row, categoria: row.categoria as ServiceCategoryValue };
}

export function toComboDto(row: ComboWithServices): ComboDto {
  return { ...row, services: row.services.map((s) => ({ ...s })) };
}

export function toCategoryDto(row: CategoryRow): CategoryDto {
  return { ...row, tipo: row.tipo as CategoryDto['tipo'] };
}
