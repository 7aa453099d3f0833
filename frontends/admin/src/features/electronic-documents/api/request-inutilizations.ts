import type { InutilizationRequestDto } from '@lavadero/contracts/electronic-documents';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation } from '@tanstack/react-query';
import { invalidateElectronicDocuments } from './get-electronic-documents';

/** POST /api/electronic-documents/inutilizations: the fiscal worker reports the pending numbers now. */
export const requestInutilizations = () =>
  apiRequest<InutilizationRequestDto>('POST', '/api/electronic-documents/inutilizations', {});

export function useRequestInutilizations() {
  return useMutation({
    mutationFn: requestInutilizations,
    onSuccess: (_data, _variables, _result, { client }) => invalidateElectronicDocuments(client),
  });
}
