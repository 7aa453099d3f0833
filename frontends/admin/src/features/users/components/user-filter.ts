import type { UserDto } from '@lavadero/contracts/users';

export const ROLE_FILTERS = ['all', 'admin', 'user', 'readonly'] as const;
export type RoleFilter = (typeof ROLE_FILTERS)[number];
export const STATUS_FILTERS = ['all', 'active', 'inactive', 'blocked', 'expired'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface UserFilters {
  readonly search: string;
  readonly role: RoleFilter;
  readonly status: StatusFilter;
}

export const NO_USER_FILTERS: UserFilters = { search: '', role: 'all', status: 'all' };

type Filterable = Pick<
  UserDto,
  'username' | 'fullName' | 'email' | 'role' | 'isActive' | 'isBlocked' | 'expirationDate'
>;

const isPast = (iso: string | null, now: Date) => iso !== null && Date.parse(iso) < now.getTime();

/** The list filters of spec 2 §4 (they overlap on purpose: an expired user may also be inactive). */
const STATUS_TESTS: Record<StatusFilter, (user: Filterable, now: Date) => boolean> = {
  all: () => true,
  active: (u) => u.isActive && !u.isBlocked,
  inactive: (u) => !u.isActive,
  blocked: (u) => u.isBlocked,
  expired: (u, now) => isPast(u.expirationDate, now),
};

/** Search by username, full name or email (any case), then the role and status filters. */
export function filterUsers<User extends Filterable>(
  users: readonly User[],
  { search, role, status }: UserFilters,
  now: Date = new Date(),
): User[] {
  const term = search.trim().toLocaleLowerCase('es');
  return users.filter(
    (u) =>
      (term === '' ||
        [u.username, u.fullName, u.email].some((text) => text?.toLocaleLowerCase('es').includes(term))) &&
      (role === 'all' || u.role === role) &&
      STATUS_TESTS[status](u, now),
  );
}
