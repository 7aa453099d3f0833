import type { CashTodayDto } from '@lavadero/contracts/cash-sessions';
import { getQueryFn } from '@lavadero/ui/api/client';
import { useQuery } from '@tanstack/react-query';

/** A caja is opened and closed a few times a day; a minute's delay is soon enough for the owner. */
export const CASH_TODAY_POLL_MS = 60_000;

/**
 * GET /api/cash-sessions/today (admins): every open caja and the day's closings. Under the cajas'
 * key, so the POS's caja writes (which invalidate '/api/cash-sessions') refresh it too.
 */
export function useCashToday(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/cash-sessions', 'today'],
    queryFn: getQueryFn<CashTodayDto>({ on401: 'throw' }),
    refetchInterval: CASH_TODAY_POLL_MS,
    staleTime: 0,
    enabled,
  });
}
