import type { DnitConfigBody, DnitConfigDto } from '@lavadero/contracts/dnit-config';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dnitConfigQueryOptions } from './get-dnit-config';
import { dnitHistoryQueryOptions } from './get-dnit-history';

/** PUT /api/dnit-config (admin): absent secrets mean "keep the stored one". */
export const saveDnitConfig = (body: DnitConfigBody) =>
  apiRequest<DnitConfigDto>('PUT', '/api/dnit-config', body);

export function useSaveDnitConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDnitConfig,
    onSuccess: () =>
      Promise.all(
        [dnitConfigQueryOptions(), dnitHistoryQueryOptions()].map(({ queryKey }) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
