import type { ElectronicDocumentAlertsDto } from '@lavadero/contracts/electronic-documents';
import { getQueryFn } from '@lavadero/ui/api/client';
import { useQuery } from '@tanstack/react-query';

/** As often as the work orders: a rejection or a long wait should not go unseen for long. */
export const ELECTRONIC_ALERTS_POLL_MS = 15_000;

/**
 * GET /api/electronic-documents/alerts: how many DEs SIFEN rejected and how many wait for it more
 * than 24 h. Under the electronic documents' key, so the admin screen's writes refresh it too.
 */
export function useElectronicAlerts() {
  return useQuery({
    queryKey: ['/api/electronic-documents', 'alerts'],
    queryFn: getQueryFn<ElectronicDocumentAlertsDto>({ on401: 'throw' }),
    refetchInterval: ELECTRONIC_ALERTS_POLL_MS,
    staleTime: 0,
  });
}
