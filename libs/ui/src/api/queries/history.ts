import type { HistoryDto, HistorySubject } from '@lavadero/contracts/history';
import { getQueryFn } from '@lavadero/ui/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /api/{sales|work-orders|customers|inventory}/{id}/history: the record's events in the
 * auditor's words. Read fresh each time it opens: it is the log, and the log only grows.
 */
export const historyQueryOptions = (subject: HistorySubject, id: string) =>
  queryOptions({
    queryKey: [`/api/${subject}`, id, 'history'] as const,
    queryFn: getQueryFn<HistoryDto>({ on401: 'throw' }),
    staleTime: 0,
  });

export function useHistory(subject: HistorySubject, id: string, enabled = true) {
  return useQuery({ ...historyQueryOptions(subject, id), enabled });
}
