import type { SetPasswordBody, UserDto } from '@lavadero/contracts/users';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation } from '@tanstack/react-query';
import { invalidateUsers } from './get-users';

/** POST /api/users/{id}/set-password: an admin gives another user a new password; their sessions end. */
export const setUserPassword = ({ id, body }: { id: string; body: SetPasswordBody }) =>
  apiRequest<UserDto>('POST', `/api/users/${id}/set-password`, body);

export function useSetUserPassword() {
  return useMutation({
    mutationFn: setUserPassword,
    onSuccess: (_data, _variables, _result, { client }) => invalidateUsers(client),
  });
}
