import type { ImportProgressDto } from '@lavadero/contracts/migration';
import { apiRequest } from '@lavadero/ui/api/client';
import { useQuery } from '@tanstack/react-query';

const POLL_MS = 500;

/**
 * GET /api/admin/migrate-json-data/progress/{importId}, polled while the import runs. A plain read
 * (no server push), so it works under the CSP and through the shell's /api proxy alike. Until the
 * server has read the file the id is unknown (404): that is "no progress yet", not a failure.
 */
export function useImportProgress(importId: string | null) {
  return useQuery({
    queryKey: ['/api/admin/migrate-json-data/progress', importId],
    queryFn: async ({ signal }) =>
      (await apiRequest<ImportProgressDto>(
        'GET',
        `/api/admin/migrate-json-data/progress/${importId}`,
        undefined,
        {
          signal,
        },
      ).catch(() => null)) ?? null,
    enabled: importId !== null,
    refetchInterval: POLL_MS,
    gcTime: 0,
  });
}
