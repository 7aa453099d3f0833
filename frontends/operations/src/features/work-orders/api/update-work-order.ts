import type { UpdateWorkOrderInput, WorkOrderDto } from '@lavadero/contracts/work-orders';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation } from '@tanstack/react-query';
import { invalidateWorkOrders } from './invalidate-work-orders';

/** PUT /api/work-orders/{id}: a new estado, or observaciones and the whole list of items. */
export const updateWorkOrder = ({ id, body }: { id: string; body: UpdateWorkOrderInput }) =>
  apiRequest<WorkOrderDto>('PUT', `/api/work-orders/${id}`, body);

export function useUpdateWorkOrder() {
  return useMutation({
    mutationFn: updateWorkOrder,
    onSuccess: (_data, _variables, _result, { client }) => invalidateWorkOrders(client),
  });
}
