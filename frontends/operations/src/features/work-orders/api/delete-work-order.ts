import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation } from '@tanstack/react-query';
import { invalidateWorkOrders } from './invalidate-work-orders';

/** DELETE /api/work-orders/{id}: 204; a billed order is refused (409) and its events always stay. */
export const deleteWorkOrder = (id: string) => apiRequest<void>('DELETE', `/api/work-orders/${id}`);

export function useDeleteWorkOrder() {
  return useMutation({
    mutationFn: deleteWorkOrder,
    onSuccess: (_data, _variables, _result, { client }) => invalidateWorkOrders(client),
  });
}
