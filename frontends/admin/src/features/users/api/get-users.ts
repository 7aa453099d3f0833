import type { UserDto } from '@lavadero/contracts/users';
import { getQueryFn } from '@lavadero/ui/api/client';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

const USERS_KEY = ['/api/users'] as const;

/**
 * GET /api/users (admins only). Default read mode on purpose: a 401 here means the session is gone,
 * so the shared client shows 'Sesión expirada' and returns to the login.
 */
export const usersQueryOptions = () =>
  queryOptions({
    queryKey: USERS_KEY,
    queryFn: getQueryFn<UserDto[]>({ on401: 'throw' }),
  });

export function useUsers() {
  return useQuery(usersQueryOptions());
}

export const invalidateUsers = (client: QueryClient) => client.invalidateQueries({ queryKey: USERS_KEY });
