import type { CreateUserBody, UserDto } from '@lavadero/contracts/users';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation } from '@tanstack/react-query';
import { invalidateUsers } from './get-users';

/** POST /api/users: answers 201 with the new user (202 when the list is still catching up). */
export const createUser = (body: CreateUserBody) => apiRequest<UserDto>('POST', '/api/users', body);

export function useCreateUser() {
  return useMutation({
    mutationFn: createUser,
    onSuccess: (_data, _variables, _result, { client }) => invalidateUsers(client),
  });
}
