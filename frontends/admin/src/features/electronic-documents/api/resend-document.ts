import type { ElectronicDocumentDto } from '@lavadero/contracts/electronic-documents';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation } from '@tanstack/react-query';
import { invalidateElectronicDocuments } from './get-electronic-documents';

/** POST /api/electronic-documents/{id}/resend: a rejected DE is signed again with a new code (new CDC). */
export const resendDocument = (saleId: string) =>
  apiRequest<ElectronicDocumentDto>('POST', `/api/electronic-documents/${saleId}/resend`, {});

export function useResendDocument() {
  return useMutation({
    mutationFn: resendDocument,
    onSuccess: (_data, _variables, _result, { client }) => invalidateElectronicDocuments(client),
  });
}
