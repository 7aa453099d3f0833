import type { CashSessionDto, ZReportDto } from '@lavadero/contracts/cash-sessions';
import { apiRequest, getQueryFn } from '@lavadero/ui/api/client';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** GET /api/cash-sessions/current: the signed-in user's open caja (every tab reads the same one). */
export const currentCashSessionQueryOptions = queryOptions({
  queryKey: ['/api/cash-sessions/current'] as const,
  queryFn: getQueryFn<{ caja: CashSessionDto | null }>({ on401: 'throw' }),
  staleTime: 0,
});

/** GET /api/cash-sessions: the history, newest first (a cashier's own; an admin's, everyone's). */
export const cashSessionsQueryOptions = queryOptions({
  queryKey: ['/api/cash-sessions'] as const,
  queryFn: getQueryFn<CashSessionDto[]>({ on401: 'throw' }),
  staleTime: 0,
});

/** GET /api/cash-sessions?estado=abierta: every open caja (an admin's view; a cashier gets their own). */
export const openCashSessionsQueryOptions = queryOptions({
  queryKey: ['/api/cash-sessions?estado=abierta'] as const,
  queryFn: getQueryFn<CashSessionDto[]>({ on401: 'throw' }),
  staleTime: 0,
});

export const useOpenCashSessions = (enabled: boolean) =>
  useQuery({ ...openCashSessionsQueryOptions, enabled });
/** GET /api/cash-sessions/{id}/z-report: what the Z report prints (fetched when printing). */
export const zReportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/cash-sessions', id, 'z-report'] as const,
    queryFn: getQueryFn<ZReportDto>({ on401: 'throw' }),
    staleTime: 0,
  });

export const useCurrentCashSession = () => useQuery(currentCashSessionQueryOptions);
export const useCashSessions = () => useQuery(cashSessionsQueryOptions);

const invalidateCashSessions = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: cashSessionsQueryOptions.queryKey }),
    queryClient.invalidateQueries({ queryKey: openCashSessionsQueryOptions.queryKey }),
  ]);

/** One caja write (open, movement, close): its reply is the caja as it is now. */
function useCashWrite<Vars>(send: (vars: Vars) => Promise<CashSessionDto | undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await invalidateCashSessions(queryClient);
      await queryClient.invalidateQueries({ queryKey: currentCashSessionQueryOptions.queryKey });
    },
  });
}

export const useOpenCashSession = () =>
  useCashWrite((body: { monto?: number; denominaciones?: Record<string, number> }) =>
    apiRequest<CashSessionDto>('POST', '/api/cash-sessions', body),
  );

export const useRecordCashMovement = () =>
  useCashWrite(
    ({ id, ...body }: { id: string; kind: string; monto: number; motivo: string; comprobante: string }) =>
      apiRequest<CashSessionDto>('POST', `/api/cash-sessions/${id}/movements`, body),
  );

export const useCloseCashSession = () =>
  useCashWrite(({ id, ...body }: { id: string; denominaciones: Record<string, number> }) =>
    apiRequest<CashSessionDto>('POST', `/api/cash-sessions/${id}/close`, body),
  );
