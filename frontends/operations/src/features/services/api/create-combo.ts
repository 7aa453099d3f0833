import type { ComboDto, CreateComboBody } from '@lavadero/contracts/catalog';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation } from '@tanstack/react-query';
import { invalidateCombos } from './get-combos';

/** POST /api/service-combos: answers 201 with the new combo and its services. */
export const createCombo = (body: CreateComboBody) =>
  apiRequest<ComboDto>('POST', '/api/service-combos', body);

export function useCreateCombo() {
  return useMutation({
    mutationFn: createCombo,
    onSuccess: (_data, _variables, _result, { client }) => invalidateCombos(client),
  });
}
