import { apiRequest } from '@lavadero/ui/api/client';
import { invalidateServiceCombos } from '@lavadero/ui/api/queries/service-combos';
import { useMutation } from '@tanstack/react-query';

/** DELETE /api/service-combos/{id}: a soft deactivation (204); the combo stays listed as inactive. */
export const deactivateCombo = (id: string) => apiRequest<void>('DELETE', `/api/service-combos/${id}`);

export function useDeactivateCombo() {
  return useMutation({
    mutationFn: deactivateCombo,
    onSuccess: (_data, _variables, _result, { client }) => invalidateServiceCombos(client),
  });
}
