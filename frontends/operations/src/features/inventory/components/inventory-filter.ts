import type { AlertStateValue, InventoryItemDto, UnitValue } from '@lavadero/contracts/inventory';
import { matchesSearch } from '@lavadero/ui/lib/search-text';

export type AlertFilter = 'todos' | AlertStateValue;
export type UnitFilter = 'todas' | UnitValue;

export interface InventoryFilters {
  readonly search: string;
  readonly alert: AlertFilter;
  readonly unit: UnitFilter;
}

export const NO_FILTERS: InventoryFilters = { search: '', alert: 'todos', unit: 'todas' };

/** Critical by the stored state, or with no stock at all (spec 2 §4: the counter counts both). */
export const isCritical = (item: InventoryItemDto) =>
  item.estadoAlerta === 'critico' || item.stockActual <= 0;

function alertOf(item: InventoryItemDto): AlertStateValue {
  return isCritical(item) ? 'critico' : item.estadoAlerta;
}

/** Search by name, description or supplier; filter by stored alert state and by unit. */
export function filterInventory(
  items: readonly InventoryItemDto[],
  filters: InventoryFilters,
): InventoryItemDto[] {
  return items.filter(
    (item) =>
      (filters.alert === 'todos' || alertOf(item) === filters.alert) &&
      (filters.unit === 'todas' || item.unidadMedida === filters.unit) &&
      matchesSearch(
        filters.search,
        [item.nombre, item.descripcion, item.proveedor].filter((text) => text !== null),
      ),
  );
}

export interface InventoryCounts {
  readonly total: number;
  readonly critico: number;
  readonly bajo: number;
  readonly normal: number;
}

/** The four counters, from the stored alert state (spec 2 §4). */
export function countInventory(items: readonly InventoryItemDto[]): InventoryCounts {
  const counts = { total: items.length, critico: 0, bajo: 0, normal: 0 };
  for (const item of items) counts[alertOf(item)] += 1;
  return counts;
}
