import type { CurrentUserDto } from '@lavadero/contracts/auth';

/** The signed-in user as the shell shows it; read with `useCurrentUser<CurrentUser>()` from libs/ui. */
export type CurrentUser = CurrentUserDto;

/** What the shell calls the user: the full name, else the username. */
export function displayName(user: Pick<CurrentUser, 'fullName' | 'username'>): string {
  return user.fullName?.trim() || user.username;
}
