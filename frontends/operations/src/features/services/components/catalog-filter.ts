import type { ComboDto, ServiceCategoryValue, ServiceDto } from '@lavadero/contracts/catalog';
import { SERVICE_CATEGORY_OPTIONS } from '@lavadero/contracts/catalog';

export interface CatalogFilter {
  readonly search: string;
  readonly categoria: ServiceCategoryValue | 'all';
  readonly showInactive: boolean;
}

export const INITIAL_FILTER: CatalogFilter = { search: '', categoria: 'all', showInactive: false };

/** Lower-case without accents, so 'basico' finds 'Básico' and 'lavado' finds 'LAVADO'. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

export function categoryLabel(value: string): string {
  return SERVICE_CATEGORY_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

const matches = (needle: string, texts: readonly (string | null)[]) =>
  needle === '' || texts.some((text) => text !== null && normalize(text).includes(needle));

/** Services by name, description or category label; inactive ones only when asked for. */
export function filterServices(services: readonly ServiceDto[], filter: CatalogFilter): ServiceDto[] {
  const needle = normalize(filter.search);
  return services.filter(
    (s) =>
      (filter.showInactive || s.activo) &&
      (filter.categoria === 'all' || s.categoria === filter.categoria) &&
      matches(needle, [s.nombre, s.descripcion, categoryLabel(s.categoria)]),
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
  const needle = normalize(filter.search);
  const categoryOf = new Map(services.map((s) => [s.id, s.categoria]));
  return combos.filter(
    (c) =>
      (filter.showInactive || c.activo) &&
      (filter.categoria === 'all' || c.serviceIds.some((id) => categoryOf.get(id) === filter.categoria)) &&
      matches(needle, [c.nombre, c.descripcion, ...c.services.map((s) => s.nombre)]),
  );
}
