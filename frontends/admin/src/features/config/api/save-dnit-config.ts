import type { DnitConfigBody, DnitConfigDto } from '@lavadero/contracts/dnit-config';
import { apiRequest } from '@lavadero/ui/api/client';
import { timbradoStatusQueryOptions } from '@lavadero/ui/api/queries/timbrado-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dnitConfigQueryOptions } from './get-dnit-config';
import { dnitHistoryQueryOptions } from './get-dnit-history';

/**
 * PUT /api/dnit-config (admin): absent secrets mean "keep the stored one". The emission chosen here
 * decides which timbrado is in force, so the stamp status is read again too.
 */
export const saveDnitConfig = (body: DnitConfigBody) =>
  apiRequest<DnitConfigDto>('PUT', '/api/dnit-config', body);

export function useSaveDnitConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDnitConfig,
    onSuccess: () =>
      Promise.all(
        [dnitConfigQueryOptions(), dnitHistoryQueryOptions(), timbradoStatusQueryOptions()].map(
          ({ queryKey }) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
