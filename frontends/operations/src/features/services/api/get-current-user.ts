import type { CurrentUserDto } from '@lavadero/contracts/auth';
import { getQueryFn } from '@lavadero/ui/api/client';
import { useQuery } from '@tanstack/react-query';

type CurrentUserReply = { user?: CurrentUserDto } | null;

/**
 * Whether the signed-in user may change the catalog, read from the GET /api/auth/me entry the shell
 * already put in the shared query cache (no extra request). It only hides buttons: the server
 * refuses readonly writes by itself.
 */
export function useCanWrite(): boolean {
  const { data } = useQuery({
    queryKey: ['/api/auth/me'] as const,
    queryFn: getQueryFn<CurrentUserReply>({ on401: 'returnNull' }),
    select: (reply) => reply?.user?.role,
  });
  return data === 'admin' || data === 'user';
}
