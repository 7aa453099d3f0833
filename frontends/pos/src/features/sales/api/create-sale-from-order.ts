import type { CreateSaleFromOrderInput, SaleFromOrderDto } from '@lavadero/contracts/work-orders';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterSale } from './invalidate-after-sale';

/**
 * POST /api/sales/create-from-order: the sale, the order's billed mark and (markAsDelivered) its
 * delivery in one append. 201 with the sale and the order, or 202 `{ id }` while the lists catch up;
 * 409 'La orden ya fue facturada' when someone billed it first.
 */
export const createSaleFromOrder = (body: CreateSaleFromOrderInput) =>
  apiRequest<SaleFromOrderDto | { id: string }>('POST', '/api/sales/create-from-order', body);

export function useCreateSaleFromOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSaleFromOrder, onSuccess: () => invalidateAfterSale(queryClient) });
}
