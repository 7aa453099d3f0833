import { LabelledSelect, type SelectOption } from '@lavadero/ui/components/labelled-select';
import { SearchInput } from '@lavadero/ui/components/search-input';
import type { AlertFilter, InventoryFilters, UnitFilter } from './inventory-filter';
import { UNIT_OPTIONS } from './unit-options';

const ALERT_OPTIONS: readonly SelectOption<AlertFilter>[] = [
  { value: 'todos', label: 'Todos los estados' },
  { value: 'critico', label: 'Crítico' },
  { value: 'bajo', label: 'Bajo' },
  { value: 'normal', label: 'Normal' },
];
const UNIT_FILTER_OPTIONS: readonly SelectOption<UnitFilter>[] = [
  { value: 'todas', label: 'Todas las unidades' },
  ...UNIT_OPTIONS,
];

/** Search by name, description or supplier; filters by alert state and by unit (spec 2 §2). */
export function InventoryToolbar({
  filters,
  onChange,
}: {
  filters: InventoryFilters;
  onChange: (next: InventoryFilters) => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <SearchInput
        label="Buscar productos"
        placeholder="Buscar por nombre, descripción o proveedor..."
        value={filters.search}
        onChange={(e) => onChange({ ...filters, search: e.target.value })}
      />
      <LabelledSelect
        aria-label="Filtrar por estado de alerta"
        className="w-full sm:w-48"
        value={filters.alert}
        onValueChange={(alert) => onChange({ ...filters, alert })}
        options={ALERT_OPTIONS}
      />
      <LabelledSelect
        aria-label="Filtrar por unidad"
        className="w-full sm:w-48"
        value={filters.unit}
        onValueChange={(unit) => onChange({ ...filters, unit })}
        options={UNIT_FILTER_OPTIONS}
      />
    </div>
  );
}
