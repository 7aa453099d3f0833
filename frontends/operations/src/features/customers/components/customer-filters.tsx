import { Input } from '@lavadero/ui/components/input';
import { Label } from '@lavadero/ui/components/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@lavadero/ui/components/select';
import { Switch } from '@lavadero/ui/components/switch';
import { Search } from 'lucide-react';
import { DOC_FILTERS, type DocFilter, type CustomerFilters as Filters } from './filter-customers';

const DOC_FILTER_LABELS: Record<DocFilter, string> = {
  all: 'Todos los documentos',
  CI: 'CI',
  RUC: 'RUC',
  Pasaporte: 'Pasaporte',
};

/** Search box, document-type filter and the 'Solo Turistas' toggle (spec 2 §2). */
export function CustomerFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 md:flex-row md:items-center">
      <div className="relative flex-1">
        <Search className="absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          aria-label="Buscar clientes"
          placeholder="Buscar por nombre, documento, email o teléfono..."
          className="pl-9"
          value={filters.search}
          onChange={(e) => onChange({ ...filters, search: e.target.value })}
        />
      </div>
      <Select
        value={filters.docTipo}
        onValueChange={(value) => onChange({ ...filters, docTipo: value as DocFilter })}
      >
        <SelectTrigger aria-label="Tipo de documento" className="w-full md:w-52">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {DOC_FILTERS.map((value) => (
            <SelectItem key={value} value={value}>
              {DOC_FILTER_LABELS[value]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <div className="flex items-center gap-2">
        <Switch
          id="only-tourists"
          checked={filters.onlyTourists}
          onCheckedChange={(onlyTourists) => onChange({ ...filters, onlyTourists })}
        />
        <Label htmlFor="only-tourists" className="whitespace-nowrap">
          Solo Turistas
        </Label>
      </div>
    </div>
  );
}
