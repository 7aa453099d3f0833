import type { ComboDto, ServiceCategoryValue, ServiceDto } from '@lavadero/contracts/catalog';
import { SERVICE_CATEGORY_OPTIONS } from '@lavadero/contracts/catalog';
import { matchesSearch } from '@lavadero/ui/lib/search-text';

export interface CatalogFilter {
  readonly search: string;
  readonly categoria: ServiceCategoryValue | 'all';
  readonly showInactive: boolean;
}

export const INITIAL_FILTER: CatalogFilter = { search: '', categoria: 'all', showInactive: false };

export function categoryLabel(value: string): string {
  return SERVICE_CATEGORY_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

const matches = (search: string, texts: readonly (string | null)[]) =>
  matchesSearch(
    search,
    texts.filter((text) => text !== null),
  );

/** Services by name, description or category label; inactive ones only when asked for. */
export function filterServices(services: readonly ServiceDto[], filter: CatalogFilter): ServiceDto[] {
  return services.filter(
    (s) =>
      (filter.showInactive || s.activo) &&
      (filter.categoria === 'all' || s.categoria === filter.categoria) &&
      matches(filter.search, [s.nombre, s.descripcion, categoryLabel(s.categoria)]),
  );
}

/**
 * Combos by name, description or the names of their services. A combo has no category of its own:
 * a category filter keeps the combos that include a service of that category.
 */
export function filterCombos(
  combos: readonly ComboDto[],
  services: readonly ServiceDto[],
  filter: CatalogFilter,
): ComboDto[] {
  const categoryOf = new Map(services.map((s) => [s.id, s.categoria]));
  return combos.filter(
    (c) =>
      (filter.showInactive || c.activo) &&
      (filter.categoria === 'all' || c.serviceIds.some((id) => categoryOf.get(id) === filter.categoria)) &&
      matches(filter.search, [c.nombre, c.descripcion, ...c.services.map((s) => s.nombre)]),
  );
}
