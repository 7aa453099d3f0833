import { FilterToolbar } from '@lavadero/ui/components/filter-toolbar';
import type { SelectOption } from '@lavadero/ui/components/labelled-select';
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
    <FilterToolbar
      className="sm:flex-row"
      filters={filters}
      onChange={onChange}
      search={{ label: 'Buscar productos', placeholder: 'Buscar por nombre, descripción o proveedor...' }}
      selects={[
        {
          name: 'alert',
          label: 'Filtrar por estado de alerta',
          options: ALERT_OPTIONS,
          className: 'w-full sm:w-48',
        },
        {
          name: 'unit',
          label: 'Filtrar por unidad',
          options: UNIT_FILTER_OPTIONS,
          className: 'w-full sm:w-48',
        },
      ]}
    />
  );
}
