import type { UpdateUserBody, UserDto } from '@lavadero/contracts/users';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation } from '@tanstack/react-query';
import { invalidateUsers } from './get-users';

/** PUT /api/users/{id}: the edit dialog sends every field but the password; the toggle only isActive. */
export const updateUser = ({ id, body }: { id: string; body: UpdateUserBody }) =>
  apiRequest<UserDto>('PUT', `/api/users/${id}`, body);

export function useUpdateUser() {
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (_data, _variables, _result, { client }) => invalidateUsers(client),
  });
}
