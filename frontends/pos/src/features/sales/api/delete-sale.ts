import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterSale } from './invalidate-after-sale';

/**
 * DELETE /api/sales/{id} (admin, within 24 h) voids the sale: it keeps its number, its stock comes back.
 * The reason, when the admin gives one, goes to the sale's history.
 */
export const deleteSale = ({ id, motivo }: { id: string; motivo: string }) =>
  apiRequest<void>('DELETE', `/api/sales/${id}`, motivo.trim() ? { motivo: motivo.trim() } : undefined);

export function useDeleteSale() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSale, onSuccess: () => invalidateAfterSale(queryClient) });
}
