import type { ComboDto, UpdateComboBody } from '@lavadero/contracts/catalog';
import { apiRequest } from '@lavadero/ui/api/client';
import { invalidateServiceCombos } from '@lavadero/ui/api/queries/service-combos';
import { useMutation } from '@tanstack/react-query';

/** PUT /api/service-combos/{id}: answers the updated combo; `activo: true` reactivates it. */
export const updateCombo = ({ id, body }: { id: string; body: UpdateComboBody }) =>
  apiRequest<ComboDto>('PUT', `/api/service-combos/${id}`, body);

export function useUpdateCombo() {
  return useMutation({
    mutationFn: updateCombo,
    onSuccess: (_data, _variables, _result, { client }) => invalidateServiceCombos(client),
  });
}
