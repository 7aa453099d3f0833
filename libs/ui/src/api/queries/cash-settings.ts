import type { CashSettingsDto } from '@lavadero/contracts/cash-settings';
import { getQueryFn } from '@lavadero/ui/api/client';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /api/cash-settings: whether selling needs an open caja. /configuracion edits it and the POS's
 * sale dialog reads it, so the key is shared through the shell's one QueryClient.
 */
export const cashSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/cash-settings'] as const,
    queryFn: getQueryFn<CashSettingsDto>({ on401: 'throw' }),
  });

export function useCashSettings() {
  return useQuery(cashSettingsQueryOptions());
}

export async function invalidateCashSettings(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: cashSettingsQueryOptions().queryKey });
}
