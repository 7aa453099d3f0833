import { UNIT_LABELS, UNIT_VALUES } from '@lavadero/contracts/inventory';
import { Input } from '@lavadero/ui/components/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@lavadero/ui/components/select';
import { Search } from 'lucide-react';
import type { AlertFilter, InventoryFilters, UnitFilter } from './inventory-filter';

const ALERT_OPTIONS: readonly { value: AlertFilter; label: string }[] = [
  { value: 'todos', label: 'Todos los estados' },
  { value: 'critico', label: 'Crítico' },
  { value: 'bajo', label: 'Bajo' },
  { value: 'normal', label: 'Normal' },
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
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Buscar productos"
          placeholder="Buscar por nombre, descripción o proveedor..."
          className="pl-9"
          value={filters.search}
          onChange={(e) => onChange({ ...filters, search: e.target.value })}
        />
      </div>
      <Select
        value={filters.alert}
        onValueChange={(alert) => onChange({ ...filters, alert: alert as AlertFilter })}
      >
        <SelectTrigger aria-label="Filtrar por estado de alerta" className="w-full sm:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ALERT_OPTIONS.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={filters.unit}
        onValueChange={(unit) => onChange({ ...filters, unit: unit as UnitFilter })}
      >
        <SelectTrigger aria-label="Filtrar por unidad" className="w-full sm:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="todas">Todas las unidades</SelectItem>
          {UNIT_VALUES.map((unit) => (
            <SelectItem key={unit} value={unit}>
              {UNIT_LABELS[unit]} ({unit})
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
