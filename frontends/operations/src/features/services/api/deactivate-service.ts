import { apiRequest } from '@lavadero/ui/api/client';
import { invalidateServices } from '@lavadero/ui/api/queries/services';
import { useMutation } from '@tanstack/react-query';

/** DELETE /api/services/{id}: a soft deactivation (204); the service stays listed as inactive. */
export const deactivateService = (id: string) => apiRequest<void>('DELETE', `/api/services/${id}`);

export function useDeactivateService() {
  return useMutation({
    mutationFn: deactivateService,
    onSuccess: (_data, _variables, _result, { client }) => invalidateServices(client),
  });
}
