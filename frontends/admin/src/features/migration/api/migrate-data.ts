import type { MigrateReply } from '@lavadero/contracts/migration';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * POST /api/admin/migrate-json-data (admin): answers once the import is stored and on the screens.
 * `importId` is chosen here so the progress can be read while the call runs.
 */
export const migrateData = ({ importId, data }: { importId: string; data: unknown }) =>
  apiRequest<MigrateReply>('POST', '/api/admin/migrate-json-data', { importId, data });

export function useMigrateData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: migrateData,
    // Every list may have new records.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
