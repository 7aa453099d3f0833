import type { CompanyConfigBody, CompanyConfigDto } from '@lavadero/contracts/company-config';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyConfigQueryOptions } from './get-company-config';
import { configHistoryQueryOptions } from './get-config-history';
import { timbradoStatusQueryOptions } from './get-timbrado-status';

/** PUT /api/company-config (admin): every field of the form, checked again by the server. */
export const saveCompanyConfig = (body: CompanyConfigBody) =>
  apiRequest<CompanyConfigDto>('PUT', '/api/company-config', body);

export function useSaveCompanyConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyConfig,
    // The stamp dates change the banner here and on the dashboard; the save is a new history entry.
    onSuccess: () =>
      Promise.all(
        [companyConfigQueryOptions(), timbradoStatusQueryOptions(), configHistoryQueryOptions()].map(
          ({ queryKey }) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
