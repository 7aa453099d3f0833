import type { CreateSaleInput } from '@lavadero/contracts/sales';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterSale } from './invalidate-after-sale';
import type { WrittenSale } from './written-sale';

/** POST /api/sales: the server prices, numbers and stores the sale; the TEMP- number makes retries safe. */
export const createSale = (body: CreateSaleInput) => apiRequest<WrittenSale>('POST', '/api/sales', body);

export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSale, onSuccess: () => invalidateAfterSale(queryClient) });
}
