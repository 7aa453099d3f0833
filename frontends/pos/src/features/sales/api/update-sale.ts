import type { UpdateSaleInput } from '@lavadero/contracts/sales';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterSale } from './invalidate-after-sale';
import type { WrittenSale } from './written-sale';

/** PUT /api/sales/{id} (admin, within 24 h): corrects payment, customer or lines; the number stays. */
export const updateSale = ({ id, body }: { id: string; body: UpdateSaleInput }) =>
  apiRequest<WrittenSale>('PUT', `/api/sales/${id}`, body);

export function useUpdateSale() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSale, onSuccess: () => invalidateAfterSale(queryClient) });
}
