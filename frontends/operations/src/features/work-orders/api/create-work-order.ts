import type { CreateWorkOrderInput, WorkOrderDto } from '@lavadero/contracts/work-orders';
import { apiRequest } from '@lavadero/ui/api/client';
import { useMutation } from '@tanstack/react-query';
import { invalidateWorkOrders } from './invalidate-work-orders';

/**
 * POST /api/work-orders with its items in the same body: the order is created whole or not at all
 * (the spec's one call per item could leave an order without some of its services). Answers 201 with
 * the order, or 202 `{ id }` when it is stored and the list is still catching up.
 */
export const createWorkOrder = (body: CreateWorkOrderInput) =>
  apiRequest<WorkOrderDto | { id: string; numero?: number }>('POST', '/api/work-orders', body);

export function useCreateWorkOrder() {
  return useMutation({
    mutationFn: createWorkOrder,
    onSuccess: (_data, _variables, _result, { client }) => invalidateWorkOrders(client),
  });
}
