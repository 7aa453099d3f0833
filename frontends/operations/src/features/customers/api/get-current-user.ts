import type { CurrentUserDto } from '@lavadero/contracts/auth';
import { getQueryFn } from '@lavadero/ui/api/client';
import { useQuery } from '@tanstack/react-query';

type CurrentUserReply = { user?: CurrentUserDto } | null;

/**
 * Whether the signed-in user may write (admin, user), from the GET /api/auth/me entry of the shared
 * query cache that the shell filled (no extra request). It only hides buttons: the server enforces roles.
 */
export function useCanWrite(): boolean {
  const { data } = useQuery({
    queryKey: ['/api/auth/me'] as const,
    queryFn: getQueryFn<CurrentUserReply>({ on401: 'returnNull' }),
    select: (reply) => reply?.user?.role,
  });
  return data === 'admin' || data === 'user';
}
