import type { LogoUploadBody, LogoUploadReply } from '@lavadero/contracts/company-config';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /api/company-config/logo: the image as a data URL; the server checks its bytes and answers the
 * content-addressed path, which the company form then saves as logoPath.
 */
export const uploadLogo = (body: LogoUploadBody) =>
  apiRequest<LogoUploadReply>('POST', '/api/company-config/logo', body);

export function useUploadLogo() {
  return useMutation({ mutationFn: uploadLogo });
}
