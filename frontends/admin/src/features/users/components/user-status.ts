import type { UserDto } from '@lavadero/contracts/users';

export type UserStatus = { label: string; variant: 'success' | 'secondary' | 'destructive' | 'warning' };

/** Blocked beats inactive beats expired: the most restrictive reason is the one worth showing. */
export function userStatus(
  user: Pick<UserDto, 'isActive' | 'isBlocked' | 'expirationDate'>,
  now: Date = new Date(),
): UserStatus {
  if (user.isBlocked) return { label: 'Bloqueado', variant: 'destructive' };
  if (!user.isActive) return { label: 'Inactivo', variant: 'secondary' };
  if (user.expirationDate && new Date(user.expirationDate).getTime() < now.getTime()) {
    return { label: 'Expirado', variant: 'warning' };
  }
  return { label: 'Activo', variant: 'success' };
}
