import { FilterToolbar } from '@lavadero/ui/components/filter-toolbar';
import { ESTADO_FILTER_OPTIONS, type OrderFilters } from './order-filter';

/** Search by number, customer or plate, and the estado filter (spec 2 "Work orders screen"). */
export function OrderToolbar({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange: (next: OrderFilters) => void;
}) {
  return (
    <FilterToolbar
      className="sm:flex-row"
      filters={filters}
      onChange={onChange}
      search={{ label: 'Buscar órdenes', placeholder: 'Buscar por número, cliente o placa...' }}
      selects={[
        {
          name: 'estado',
          label: 'Filtrar por estado',
          options: ESTADO_FILTER_OPTIONS,
          className: 'w-full sm:w-52',
        },
      ]}
    />
  );
}
