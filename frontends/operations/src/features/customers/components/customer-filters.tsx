import { FilterToolbar } from '@lavadero/ui/components/filter-toolbar';
import { Label } from '@lavadero/ui/components/label';
import type { SelectOption } from '@lavadero/ui/components/labelled-select';
import { Switch } from '@lavadero/ui/components/switch';
import { DOC_FILTERS, type DocFilter, type CustomerFilters as Filters } from './customer-filter';

const DOC_FILTER_LABELS: Record<DocFilter, string> = {
  all: 'Todos los documentos',
  CI: 'CI',
  RUC: 'RUC',
  Pasaporte: 'Pasaporte',
};
const DOC_FILTER_OPTIONS: readonly SelectOption<DocFilter>[] = DOC_FILTERS.map((value) => ({
  value,
  label: DOC_FILTER_LABELS[value],
}));

/** Search box, document-type filter and the 'Solo Turistas' toggle (spec 2 §2). */
export function CustomerFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
}) {
  return (
    <FilterToolbar
      className="mb-6 md:flex-row md:items-center"
      filters={filters}
      onChange={onChange}
      search={{
        label: 'Buscar clientes',
        placeholder: 'Buscar por nombre, documento, email o teléfono...',
      }}
      selects={[
        {
          name: 'docTipo',
          label: 'Tipo de documento',
          options: DOC_FILTER_OPTIONS,
          className: 'w-full md:w-52',
        },
      ]}
    >
      <div className="flex items-center gap-2">
        <Switch
          id="only-tourists"
          checked={filters.onlyTourists}
          onCheckedChange={(onlyTourists) => onChange({ ...filters, onlyTourists })}
        />
        <Label htmlFor="only-tourists" className="whitespace-nowrap">
          Solo Turistas
        </Label>
      </div>
    </FilterToolbar>
  );
}
