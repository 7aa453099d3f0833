import type { CompanyConfigBody, CompanyConfigDto } from '@lavadero/contracts/company-config';
import { apiRequest } from '@lavadero/ui/api/client';
import { invalidateCompanyConfig } from '@lavadero/ui/api/queries/company-config';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { configHistoryQueryOptions } from './get-config-history';

/** PUT /api/company-config (admin): every field of the form, checked again by the server. */
export const saveCompanyConfig = (body: CompanyConfigBody) =>
  apiRequest<CompanyConfigDto>('PUT', '/api/company-config', body);

export function useSaveCompanyConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyConfig,
    // The stamp dates change the banner here and on the dashboard; the save is a new history entry.
    onSuccess: () =>
      Promise.all([
        invalidateCompanyConfig(queryClient),
        queryClient.invalidateQueries({ queryKey: configHistoryQueryOptions().queryKey }),
      ]),
  });
}
