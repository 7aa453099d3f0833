import { FilterToolbar } from '@lavadero/ui/components/filter-toolbar';
import type { SelectOption } from '@lavadero/ui/components/labelled-select';
import type { UserFilters as Filters, RoleFilter, StatusFilter } from './user-filter';

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
    <FilterToolbar
      className="mb-6 md:flex-row md:items-center"
      filters={filters}
      onChange={onChange}
      search={{ label: 'Buscar usuarios', placeholder: 'Buscar por usuario, nombre o email...' }}
      selects={[
        { name: 'role', label: 'Filtrar por rol', options: ROLE_FILTER_OPTIONS, className: 'w-full md:w-44' },
        {
          name: 'status',
          label: 'Filtrar por estado',
          options: STATUS_FILTER_OPTIONS,
          className: 'w-full md:w-44',
        },
      ]}
    />
  );
}
