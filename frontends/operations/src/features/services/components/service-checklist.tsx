import type { ServiceDto } from '@lavadero/contracts/catalog';
import { Badge } from '@lavadero/ui/components/badge';
import { Checkbox } from '@lavadero/ui/components/checkbox';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { useId } from 'react';
import { categoryLabel } from './catalog-filter';

/** The combo dialog's list of services to tick, each with its category and price. */
export function ServiceChecklist({
  services,
  selected,
  onToggle,
  describedBy,
}: {
  services: readonly ServiceDto[];
  selected: readonly string[];
  onToggle: (id: string, checked: boolean) => void;
  describedBy?: string;
}) {
  const id = useId();
  if (services.length === 0) {
    return <p className="text-muted-foreground text-sm">No hay servicios activos para elegir.</p>;
  }
  return (
    <ul
      className="max-h-60 divide-y overflow-y-auto rounded-md border"
      aria-label="Servicios del combo"
      aria-describedby={describedBy}
    >
      {services.map((s) => (
        <li key={s.id} className="flex items-center gap-3 px-3 py-2">
          <Checkbox
            id={`${id}-${s.id}`}
            checked={selected.includes(s.id)}
            onCheckedChange={(checked) => onToggle(s.id, checked === true)}
          />
          <div className="flex flex-1 flex-wrap items-center gap-x-2 text-sm">
            <label htmlFor={`${id}-${s.id}`} className="cursor-pointer font-medium">
              {s.nombre}
            </label>
            <span className="text-muted-foreground text-xs">{categoryLabel(s.categoria)}</span>
            {!s.activo && <Badge variant="secondary">Inactivo</Badge>}
          </div>
          <span className="text-sm tabular-nums">{formatGuaranies(s.precio)}</span>
        </li>
      ))}
    </ul>
  );
}
