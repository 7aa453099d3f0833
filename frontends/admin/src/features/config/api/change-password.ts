import type { ChangeOwnPasswordBody } from '@lavadero/contracts/account';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation } from '@tanstack/react-query';

/** POST /api/users/{id}/change-password: only one's own id; the other sessions of the user end. */
export const changePassword = ({ userId, body }: { userId: string; body: ChangeOwnPasswordBody }) =>
  apiRequest<{ success: true; message: string }>('POST', `/api/users/${userId}/change-password`, body);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
