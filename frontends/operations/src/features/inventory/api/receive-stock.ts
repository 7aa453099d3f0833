import type { InventoryItemDto, ReceiveStockInput } from '@lavadero/contracts/inventory';
import { apiRequest } from '@lavadero/ui/api/client';
import { invalidateInventory } from '@lavadero/ui/api/queries/inventory';
import { useMutation } from '@tanstack/react-query';

/** POST /api/inventory/{id}/receipts: goods received, with their reason; answers the product. */
export const receiveStock = ({ id, body }: { id: string; body: ReceiveStockInput }) =>
  apiRequest<InventoryItemDto>('POST', `/api/inventory/${id}/receipts`, body);

export function useReceiveStock() {
  return useMutation({
    mutationFn: receiveStock,
    onSuccess: (_data, _variables, _result, { client }) => invalidateInventory(client),
  });
}
