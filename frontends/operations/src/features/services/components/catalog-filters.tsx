import { SERVICE_CATEGORY_OPTIONS } from '@lavadero/contracts/catalog';
import { Checkbox } from '@lavadero/ui/components/checkbox';
import { Input } from '@lavadero/ui/components/input';
import { Label } from '@lavadero/ui/components/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@lavadero/ui/components/select';
import { Search } from 'lucide-react';
import { useId } from 'react';
import type { CatalogFilter } from './catalog-filter';

/** Search box, category filter ('Todas las categorías' + the six) and 'Mostrar inactivos'. */
export function CatalogFilters({
  filter,
  onChange,
}: {
  filter: CatalogFilter;
  onChange: (next: CatalogFilter) => void;
}) {
  const id = useId();
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          className="pl-8"
          value={filter.search}
          onChange={(e) => onChange({ ...filter, search: e.target.value })}
          placeholder="Buscar servicios o combos..."
          aria-label="Buscar servicios o combos"
        />
      </div>
      <Select
        value={filter.categoria}
        onValueChange={(v) => onChange({ ...filter, categoria: v as CatalogFilter['categoria'] })}
      >
        <SelectTrigger className="w-full sm:w-56" aria-label="Filtrar por categoría">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">Todas las categorías</SelectItem>
          {SERVICE_CATEGORY_OPTIONS.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-inactive`}
          checked={filter.showInactive}
          onCheckedChange={(checked) => onChange({ ...filter, showInactive: checked === true })}
        />
        <Label htmlFor={`${id}-inactive`} className="whitespace-nowrap">
          Mostrar inactivos
        </Label>
      </div>
    </div>
  );
}
