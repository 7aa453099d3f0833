import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterSale } from './invalidate-after-sale';

/** DELETE /api/sales/{id} (admin, within 24 h) voids the sale: it keeps its number, its stock comes back. */
export const deleteSale = (id: string) => apiRequest<void>('DELETE', `/api/sales/${id}`);

export function useDeleteSale() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSale, onSuccess: () => invalidateAfterSale(queryClient) });
}
