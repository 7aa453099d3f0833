import { PAYMENT_METHOD_OPTIONS } from '@lavadero/contracts/sales';
import { FilterToolbar } from '@lavadero/ui/components/filter-toolbar';
import type { SaleFilters } from './sale-filter';

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
    // One wrapping row at every width, unlike the toolbars that stack on a phone.
    <FilterToolbar
      className="flex-row flex-wrap gap-2"
      filters={value}
      onChange={onChange}
      search={{
        label: 'Buscar ventas',
        placeholder: 'Buscar por número de factura, cliente o documento...',
        className: 'min-w-64 flex-1',
      }}
      selects={[
        { name: 'medioPago', label: 'Medio de pago', options: PAYMENT_FILTERS, className: 'w-48' },
        { name: 'tipoCliente', label: 'Tipo de cliente', options: CUSTOMER_TYPES, className: 'w-40' },
      ]}
    />
  );
}
