import type { CashSettingsBody, CashSettingsDto } from '@lavadero/contracts/cash-settings';
import { apiRequest } from '@lavadero/ui/api/client';
import { invalidateCashSettings } from '@lavadero/ui/api/queries/cash-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PUT /api/cash-settings (admin): 'Caja abierta obligatoria para vender'. */
export const saveCashSettings = (body: CashSettingsBody) =>
  apiRequest<CashSettingsDto>('PUT', '/api/cash-settings', body);

export function useSaveCashSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCashSettings,
    // The POS's sale dialog reads the same key: it says at once whether a caja is needed.
    onSuccess: () => invalidateCashSettings(queryClient),
  });
}
