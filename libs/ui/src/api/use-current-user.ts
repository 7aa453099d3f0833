// By package name, like every other import of the client: one instance of it (and its QueryClient) per page.
import { can, type PermissionAction } from '@lavadero/contracts/permissions';
import { getQueryFn } from '@lavadero/ui/api/client';
import { useQuery } from '@tanstack/react-query';

/**
 * What every frontend reads of the signed-in user. The full shape is `CurrentUserDto` in
 * @lavadero/contracts/auth (which libs/ui does not depend on): callers that need more pass it as `U`.
 */
export interface SignedInUser {
  readonly role: string;
}

/** GET /api/auth/me: `{ user }`, or (older servers) the user fields directly with `role` on top. */
export type CurrentUserReply<U extends SignedInUser = SignedInUser> = { user?: U } | U | null;

/** One key for the shell's auth gate and every remote, so they all share one cached answer. */
export const CURRENT_USER_KEY = ['/api/auth/me'] as const;

export function userFromReply<U extends SignedInUser>(reply: CurrentUserReply<U> | undefined): U | null {
  if (!reply) return null;
  if ('user' in reply && reply.user) return reply.user;
  if ('role' in reply && reply.role) return reply as U;
  return null;
}

/** The signed-in user, or null. A 401 here just means "nobody is signed in": it must not end a session. */
export function useCurrentUser<U extends SignedInUser = SignedInUser>() {
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn<CurrentUserReply<U>>({ on401: 'returnNull' }),
    select: userFromReply<U>,
  });
}

/**
 * Whether the signed-in user may write (admin, user), read from the entry the shell already filled
 * (no extra request). It only hides buttons: the server enforces the roles by itself.
 */
export function useCanWrite(): boolean {
  const role = useCurrentUser().data?.role;
  return role === 'admin' || role === 'user';
}

/**
 * Whether the signed-in user may do an action of the permission table (the one the server's routes
 * read), from the entry the shell already filled. It only hides buttons: the server enforces the table.
 */
export function useCan(action: PermissionAction): boolean {
  return can(useCurrentUser().data?.role, action);
}
