import type { DnitConfigDto } from '@lavadero/contracts/dnit-config';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/dnit-config (admin): the settings with flags in place of the secrets. */
export const dnitConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/dnit-config'] as const,
    queryFn: getQueryFn<DnitConfigDto>({ on401: 'throw' }),
  });

/** Only admins may read it: other roles would get a 403, so they do not ask. */
export function useDnitConfig(enabled: boolean) {
  return useQuery({ ...dnitConfigQueryOptions(), enabled });
}
