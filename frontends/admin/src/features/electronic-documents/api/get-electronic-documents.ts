import type { ElectronicDocumentListDto } from '@lavadero/contracts/electronic-documents';
import { apiRequest } from '@lavadero/ui/api/client';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

const KEY = '/api/electronic-documents';
/** Documents change by themselves (the fiscal worker): the list is asked again while open. */
const POLL_MS = 5_000;

/** GET /api/electronic-documents?{query}: the documents, the counts by state, the pending numbers. */
export const electronicDocumentsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: [KEY, query] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest<ElectronicDocumentListDto>('GET', `${KEY}${query ? `?${query}` : ''}`, undefined, {
        signal,
      })) as ElectronicDocumentListDto,
    refetchInterval: POLL_MS,
  });

export function useElectronicDocuments(query: string) {
  return useQuery(electronicDocumentsQueryOptions(query));
}

export const invalidateElectronicDocuments = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: [KEY] });
