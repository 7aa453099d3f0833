import { SERVICE_CATEGORY_OPTIONS } from '@lavadero/contracts/catalog';
import { Checkbox } from '@lavadero/ui/components/checkbox';
import { FilterToolbar } from '@lavadero/ui/components/filter-toolbar';
import { Label } from '@lavadero/ui/components/label';
import type { SelectOption } from '@lavadero/ui/components/labelled-select';
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
    <FilterToolbar
      className="mb-4 sm:flex-row sm:items-center"
      filters={filter}
      onChange={onChange}
      search={{ label: 'Buscar servicios o combos', placeholder: 'Buscar servicios o combos...' }}
      selects={[
        {
          name: 'categoria',
          label: 'Filtrar por categoría',
          options: CATEGORY_FILTER_OPTIONS,
          className: 'w-full sm:w-56',
        },
      ]}
    >
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
    </FilterToolbar>
  );
}
