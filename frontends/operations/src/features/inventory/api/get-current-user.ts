import type { CurrentUserDto } from '@lavadero/contracts/auth';
import { getQueryFn } from '@lavadero/ui/api/client';
import { useQuery } from '@tanstack/react-query';

type CurrentUserReply = { user?: CurrentUserDto } | null;

/**
 * The signed-in user, from the same GET /api/auth/me entry of the shared query cache the shell filled
 * (so no extra request). Only decides which buttons to show: the server enforces the roles.
 */
export function useCanWrite(): boolean {
  const { data } = useQuery({
    queryKey: ['/api/auth/me'] as const,
    queryFn: getQueryFn<CurrentUserReply>({ on401: 'returnNull' }),
    select: (reply) => reply?.user?.role,
  });
  return data === 'admin' || data === 'user';
}
