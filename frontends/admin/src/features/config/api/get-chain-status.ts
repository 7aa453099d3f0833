import type { ChainStatusDto } from '@lavadero/contracts/audit';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/audit/anchor (admins and auditors): the last daily anchor of the hash chain and its head now. */
export const chainStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/audit/anchor'] as const,
    queryFn: getQueryFn<ChainStatusDto>({ on401: 'throw' }),
  });

/** Other roles would get a 403, so they do not ask. */
export function useChainStatus(enabled: boolean) {
  return useQuery({ ...chainStatusQueryOptions(), enabled });
}
