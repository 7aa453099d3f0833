import type { CustomerDto } from '@lavadero/contracts/customers';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { shownDocument } from '../lib/customer-document';
import { matchesSearch } from '../lib/search-text';
import { Badge } from './badge';
import { Input } from './input';

/** What the picker shows of a customer: a full CustomerDto or any list that carries these. */
export type PickerCustomer = Pick<CustomerDto, 'id' | 'nombre' | 'docNumero' | 'regimenTurismo'>;

/** A car wash has thousands of customers: the list shows the first matches and asks to type more. */
export const SHOWN_CUSTOMERS = 50;

/** The customers whose name or document holds what was typed, in the order given. */
export const matchCustomers = <Customer extends PickerCustomer>(
  customers: readonly Customer[],
  search: string,
): Customer[] => customers.filter((c) => matchesSearch(search, [c.nombre, c.docNumero]));

/**
 * 'Cliente' (the sale and work-order dialogs): a searchable picker by name or document (a combobox:
 * type to filter, arrows to move, Enter to choose), tourists marked 'Turista'. Works without a mouse.
 * `id` and the aria attributes come from a FormField, so its label and message belong to the search box.
 */
export function CustomerPicker<Customer extends PickerCustomer>({
  customers,
  value,
  onChange,
  disabled = false,
  id,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: {
  customers: readonly Customer[];
  value: string;
  onChange: (customer: Customer) => void;
  /** The customer is shown but cannot change (editing an order). */
  disabled?: boolean;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const listId = useId();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const selected = customers.find((c) => c.id === value);
  const matches = matchCustomers(customers, search);
  const shown = matches.slice(0, SHOWN_CUSTOMERS);
  const activeId = shown[active] ? `${listId}-${shown[active].id}` : undefined;
  // Arrows move past the list's visible height: keep the active option in view.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
  const choose = (customer: Customer) => {
    onChange(customer);
    setSearch('');
    setActive(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, shown.length - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter' && shown[active]) choose(shown[active]);
    else return;
    event.preventDefault();
  };
  return (
    <div className="space-y-2">
      <Input
        id={id}
        role="combobox"
        aria-label="Buscar cliente"
        aria-controls={listId}
        aria-expanded={!disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-activedescendant={activeId}
        autoComplete="off"
        disabled={disabled}
        placeholder="Buscar cliente por nombre o documento..."
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {selected ? (
        <p className="text-sm" data-testid="selected-customer">
          Cliente: <strong>{selected.nombre}</strong>
          {shownDocument(selected) === null ? null : ` (${selected.docNumero})`}
          {selected.regimenTurismo ? <Badge className="ml-2">Turista</Badge> : null}
        </p>
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label="Clientes"
        hidden={disabled}
        className="max-h-36 overflow-y-auto rounded-md border"
      >
        {customers.length === 0 ? (
          <p className="p-2 text-muted-foreground text-sm">No hay clientes registrados.</p>
        ) : matches.length === 0 ? (
          <p className="p-2 text-muted-foreground text-sm">No se encontraron clientes.</p>
        ) : (
          shown.map((customer, index) => (
            <div
              key={customer.id}
              id={`${listId}-${customer.id}`}
              role="option"
              tabIndex={-1}
              aria-selected={customer.id === value}
              className={`flex cursor-pointer items-center justify-between px-2 py-1 text-sm ${index === active ? 'bg-accent' : ''} ${customer.id === value ? 'font-semibold' : ''}`}
              onClick={() => choose(customer)}
              onKeyDown={(event) => event.key === 'Enter' && choose(customer)}
            >
              <span>
                {customer.nombre}
                {shownDocument(customer) === null ? null : (
                  <span className="text-muted-foreground"> · {customer.docNumero}</span>
                )}
              </span>
              {customer.regimenTurismo ? <Badge variant="secondary">Turista</Badge> : null}
            </div>
          ))
        )}
        {matches.length > shown.length ? (
          <p className="p-2 text-muted-foreground text-xs">
            Mostrando {shown.length} de {matches.length} clientes: escriba para acotar la búsqueda.
          </p>
        ) : null}
      </div>
    </div>
  );
}
