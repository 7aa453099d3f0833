import type { ReplayStatusReply, StartReplayReply } from '@lavadero/contracts/replay-audit';
import { apiRequest, getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

/** While a run goes on, the screen asks this often how far it got. */
const POLL_MS = 1000;

/** GET /api/audit/replay (admin): the last 'Verificar proyecciones', running or finished. */
export const replayCheckQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/audit/replay'] as const,
    queryFn: getQueryFn<ReplayStatusReply>({ on401: 'throw' }),
    refetchInterval: (query) => (query.state.data?.run?.status === 'en_curso' ? POLL_MS : false),
  });

export function useReplayCheck() {
  return useQuery(replayCheckQueryOptions());
}

/** POST /api/audit/replay: the fiscal worker starts the check (409 while one runs). */
export const startReplayCheck = () => apiRequest<StartReplayReply>('POST', '/api/audit/replay', {});

export function useStartReplayCheck() {
  return useMutation({
    mutationFn: startReplayCheck,
    onSettled: (_data, _error, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: replayCheckQueryOptions().queryKey }),
  });
}
