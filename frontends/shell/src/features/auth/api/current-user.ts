import type { CurrentUserDto } from '@lavadero/contracts/auth';
import { getQueryFn } from '@lavadero/ui/api/client';
import { useQuery } from '@tanstack/react-query';

export type CurrentUser = CurrentUserDto;

/** GET /api/auth/me: `{ user }`, or (older servers) the user fields directly with `role` on top. */
export type CurrentUserReply = { user?: CurrentUser } | CurrentUser | null;

export const CURRENT_USER_KEY = ['/api/auth/me'] as const;

export function userFromReply(reply: CurrentUserReply | undefined): CurrentUser | null {
  if (!reply) return null;
  if ('user' in reply && reply.user) return reply.user;
  if ('role' in reply && reply.role) return reply as CurrentUser;
  return null;
}

/** The signed-in user, or null. A 401 here just means "nobody is signed in": it must not end a session. */
export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn<CurrentUserReply>({ on401: 'returnNull' }),
    select: userFromReply,
  });
}

/** What the shell calls the user: the full name, else the username. */
export function displayName(user: Pick<CurrentUser, 'fullName' | 'username'>): string {
  return user.fullName?.trim() || user.username;
}
