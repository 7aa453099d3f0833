import { PAYMENT_METHOD_OPTIONS } from '@lavadero/contracts/sales';
import { LabelledSelect } from '@lavadero/ui/components/labelled-select';
import { SearchInput } from '@lavadero/ui/components/search-input';
import type { CustomerTypeFilter, PaymentFilter, SaleFilters } from './filter-sales';

const PAYMENT_FILTERS = [{ value: 'todos', label: 'Todos' }, ...PAYMENT_METHOD_OPTIONS] as const;
const CUSTOMER_TYPES = [
  { value: 'todos', label: 'Todos' },
  { value: 'locales', label: 'Locales' },
  { value: 'turistas', label: 'Turistas' },
] as const;

export function SalesFilters({
  value,
  onChange,
}: {
  value: SaleFilters;
  onChange: (next: SaleFilters) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <SearchInput
        label="Buscar ventas"
        placeholder="Buscar por número de factura, cliente o documento..."
        value={value.search}
        onChange={(e) => onChange({ ...value, search: e.target.value })}
        className="min-w-64 flex-1"
      />
      <LabelledSelect<PaymentFilter>
        aria-label="Medio de pago"
        className="w-48"
        value={value.medioPago}
        onValueChange={(medioPago) => onChange({ ...value, medioPago })}
        options={PAYMENT_FILTERS}
      />
      <LabelledSelect<CustomerTypeFilter>
        aria-label="Tipo de cliente"
        className="w-40"
        value={value.tipoCliente}
        onValueChange={(tipoCliente) => onChange({ ...value, tipoCliente })}
        options={CUSTOMER_TYPES}
      />
    </div>
  );
}
