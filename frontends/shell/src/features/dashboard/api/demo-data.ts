import type { DemoDataLoadedDto, DemoDataStatusDto } from '@lavadero/contracts/demo-data';
import { apiRequest, getQueryFn } from '@lavadero/ui/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const DEMO_DATA_KEY = ['/api/admin/demo-data'] as const;

/** GET /api/admin/demo-data: whether the demo can still be loaded; asked only for administrators. */
export function useDemoDataStatus(enabled: boolean) {
  return useQuery({
    queryKey: DEMO_DATA_KEY,
    queryFn: getQueryFn<DemoDataStatusDto>({ on401: 'throw' }),
    enabled,
  });
}

/** POST /api/admin/demo-data; every screen's answers are read again, since all of them gained data. */
export function useLoadDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DemoDataLoadedDto>('POST', '/api/admin/demo-data', {}),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
