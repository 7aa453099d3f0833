import type { CustomerDto } from '@lavadero/contracts/customers';
import { Badge } from '@lavadero/ui/components/badge';
import { Input } from '@lavadero/ui/components/input';
import { type KeyboardEvent, useId, useState } from 'react';

type PickerCustomer = Pick<CustomerDto, 'id' | 'nombre' | 'docNumero' | 'regimenTurismo'>;

/**
 * 'Cliente': a searchable picker by name or document (a combobox: type to filter, arrows to move,
 * Enter to choose), tourists marked 'Turista'. Works without a mouse.
 */
export function CustomerPicker({
  customers,
  value,
  onChange,
  invalid,
}: {
  customers: readonly PickerCustomer[];
  value: string;
  onChange: (customer: PickerCustomer) => void;
  invalid?: boolean;
}) {
  const listId = useId();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const selected = customers.find((c) => c.id === value);
  const needle = search.trim().toLocaleLowerCase('es');
  const matches = customers.filter(
    (c) => needle === '' || c.nombre.toLocaleLowerCase('es').includes(needle) || c.docNumero.includes(needle),
  );
  const choose = (customer: PickerCustomer) => {
    onChange(customer);
    setSearch('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, matches.length - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter' && matches[active]) choose(matches[active]);
    else return;
    event.preventDefault();
  };
  return (
    <div className="space-y-2">
      <Input
        role="combobox"
        aria-label="Buscar cliente"
        aria-controls={listId}
        aria-expanded
        aria-invalid={invalid || undefined}
        aria-activedescendant={matches[active] ? `${listId}-${matches[active].id}` : undefined}
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
          Cliente: <strong>{selected.nombre}</strong> ({selected.docNumero})
          {selected.regimenTurismo ? <Badge className="ml-2">Turista</Badge> : null}
        </p>
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label="Clientes"
        className="max-h-36 overflow-y-auto rounded-md border"
      >
        {customers.length === 0 ? (
          <p className="p-2 text-muted-foreground text-sm">No hay clientes registrados.</p>
        ) : matches.length === 0 ? (
          <p className="p-2 text-muted-foreground text-sm">No se encontraron clientes.</p>
        ) : (
          matches.map((customer, index) => (
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
                {customer.nombre} <span className="text-muted-foreground">· {customer.docNumero}</span>
              </span>
              {customer.regimenTurismo ? <Badge variant="secondary">Turista</Badge> : null}
            </div>
          ))
        )}
      </div>
    </div>
  );
}
