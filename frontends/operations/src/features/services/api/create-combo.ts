import type { ComboDto, CreateComboBody } from '@lavadero/contracts/catalog';
import { apiRequest } from '@lavadero/ui/api/client';
import { invalidateServiceCombos } from '@lavadero/ui/api/queries/service-combos';
import { useMutation } from '@tanstack/react-query';

/** POST /api/service-combos: answers 201 with the new combo and its services. */
export const createCombo = (body: CreateComboBody) =>
  apiRequest<ComboDto>('POST', '/api/service-combos', body);

export function useCreateCombo() {
  return useMutation({
    mutationFn: createCombo,
    onSuccess: (_data, _variables, _result, { client }) => invalidateServiceCombos(client),
  });
}
