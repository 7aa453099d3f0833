import type { ResetSystemReply } from '@lavadero/contracts/system-reset';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation } from '@tanstack/react-query';

/** POST /api/admin/reset-system (admin): starts a new epoch; configuration, users and series stay. */
export const resetSystem = () => apiRequest<ResetSystemReply>('POST', '/api/admin/reset-system', {});

export function useResetSystem() {
  return useMutation({ mutationFn: resetSystem });
}
