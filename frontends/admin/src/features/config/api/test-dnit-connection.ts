import type { TestConnectionReply } from '@lavadero/contracts/dnit-config';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dnitConfigQueryOptions } from './get-dnit-config';

/** POST /api/dnit-config/test-connection: the fiscal worker tries the endpoint (up to 20 s). */
export const testDnitConnection = () =>
  apiRequest<TestConnectionReply>('POST', '/api/dnit-config/test-connection');

export function useTestDnitConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testDnitConnection,
    // The result is recorded: the DNIT banner reads it from the settings.
    onSettled: () => queryClient.invalidateQueries({ queryKey: dnitConfigQueryOptions().queryKey }),
  });
}
