import type { UserDto } from '@lavadero/contracts/users';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation } from '@tanstack/react-query';
import { invalidateUsers } from './get-users';

/** POST /api/users/{id}/lift-login-throttle: a user slowed down by wrong passwords may try again now. */
export const liftLoginThrottle = (id: string) =>
  apiRequest<UserDto>('POST', `/api/users/${id}/lift-login-throttle`, {});

export function useLiftLoginThrottle() {
  return useMutation({
    mutationFn: liftLoginThrottle,
    onSuccess: (_data, _variables, _result, { client }) => invalidateUsers(client),
  });
}
