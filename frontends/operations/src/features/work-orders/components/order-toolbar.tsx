import { LabelledSelect } from '@lavadero/ui/components/labelled-select';
import { SearchInput } from '@lavadero/ui/components/search-input';
import { ESTADO_FILTER_OPTIONS, type OrderFilters } from './order-filters';

/** Search by number, customer or plate, and the estado filter (spec 2 "Work orders screen"). */
export function OrderToolbar({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange: (next: OrderFilters) => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <SearchInput
        label="Buscar órdenes"
        placeholder="Buscar por número, cliente o placa..."
        value={filters.search}
        onChange={(e) => onChange({ ...filters, search: e.target.value })}
      />
      <LabelledSelect
        aria-label="Filtrar por estado"
        className="w-full sm:w-52"
        value={filters.estado}
        onValueChange={(estado) => onChange({ ...filters, estado })}
        options={ESTADO_FILTER_OPTIONS}
      />
    </div>
  );
}
