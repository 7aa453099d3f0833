import type { WorkOrderPrintDto } from '@lavadero/contracts/work-orders';
import { getQueryFn } from '@lavadero/ui/api/client';
import { useQuery } from '@tanstack/react-query';

/** Spec 2 §7, §9: the print data is read again up to 3 times before the screen gives up. */
export const PRINT_RETRIES = 3;

/** GET /api/print/work-orders/{id}: customer, vehicle, orderItems, the order and the company header. */
export function useWorkOrderPrint(id: string) {
  return useQuery({
    queryKey: ['/api/print/work-orders', id] as const,
    queryFn: getQueryFn<WorkOrderPrintDto>({ on401: 'throw' }),
    retry: PRINT_RETRIES,
  });
}
