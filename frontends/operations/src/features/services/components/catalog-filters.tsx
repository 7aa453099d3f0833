import { SERVICE_CATEGORY_OPTIONS } from '@lavadero/contracts/catalog';
import { Checkbox } from '@lavadero/ui/components/checkbox';
import { Label } from '@lavadero/ui/components/label';
import { LabelledSelect, type SelectOption } from '@lavadero/ui/components/labelled-select';
import { SearchInput } from '@lavadero/ui/components/search-input';
import { useId } from 'react';
import type { CatalogFilter } from './catalog-filter';

const CATEGORY_FILTER_OPTIONS: readonly SelectOption<CatalogFilter['categoria']>[] = [
  { value: 'all', label: 'Todas las categorías' },
  ...SERVICE_CATEGORY_OPTIONS,
];

/** Search box, category filter ('Todas las categorías' + the six) and 'Mostrar inactivos'. */
export function CatalogFilters({
  filter,
  onChange,
}: {
  filter: CatalogFilter;
  onChange: (next: CatalogFilter) => void;
}) {
  const id = useId();
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchInput
        label="Buscar servicios o combos"
        placeholder="Buscar servicios o combos..."
        value={filter.search}
        onChange={(e) => onChange({ ...filter, search: e.target.value })}
      />
      <LabelledSelect
        aria-label="Filtrar por categoría"
        className="w-full sm:w-56"
        value={filter.categoria}
        onValueChange={(categoria) => onChange({ ...filter, categoria })}
        options={CATEGORY_FILTER_OPTIONS}
      />
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-inactive`}
          checked={filter.showInactive}
          onCheckedChange={(checked) => onChange({ ...filter, showInactive: checked === true })}
        />
        <Label htmlFor={`${id}-inactive`} className="whitespace-nowrap">
          Mostrar inactivos
        </Label>
      </div>
    </div>
  );
}
