import { LabelledSelect, type SelectOption } from '@lavadero/ui/components/labelled-select';
import { SearchInput } from '@lavadero/ui/components/search-input';
import type { UserFilters as Filters, RoleFilter, StatusFilter } from './filter-users';

const ROLE_FILTER_OPTIONS: readonly SelectOption<RoleFilter>[] = [
  { value: 'all', label: 'Todos' },
  { value: 'admin', label: 'Admin' },
  { value: 'user', label: 'Usuario' },
  { value: 'readonly', label: 'Lectura' },
];
const STATUS_FILTER_OPTIONS: readonly SelectOption<StatusFilter>[] = [
  { value: 'all', label: 'Todos' },
  { value: 'active', label: 'Activos' },
  { value: 'inactive', label: 'Inactivos' },
  { value: 'blocked', label: 'Bloqueados' },
  { value: 'expired', label: 'Expirados' },
];

/** Search by username, full name or email; the role and status filters (spec 2 §2). */
export function UserFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  return (
    <div className="mb-6 flex flex-col gap-3 md:flex-row md:items-center">
      <SearchInput
        label="Buscar usuarios"
        placeholder="Buscar por usuario, nombre o email..."
        value={filters.search}
        onChange={(e) => onChange({ ...filters, search: e.target.value })}
      />
      <LabelledSelect
        aria-label="Filtrar por rol"
        className="w-full md:w-44"
        value={filters.role}
        onValueChange={(role) => onChange({ ...filters, role })}
        options={ROLE_FILTER_OPTIONS}
      />
      <LabelledSelect
        aria-label="Filtrar por estado"
        className="w-full md:w-44"
        value={filters.status}
        onValueChange={(status) => onChange({ ...filters, status })}
        options={STATUS_FILTER_OPTIONS}
      />
    </div>
  );
}
