import type { InventoryItemDto, UpdateInventoryItemInput } from '@lavadero/contracts/inventory';
import { apiRequest } from '@lavadero/ui/api/client';
import { invalidateInventory } from '@lavadero/ui/api/queries/inventory';
import { useMutation } from '@tanstack/react-query';

/** PUT /api/inventory/{id}: fields not sent stay as they are; answers the product after the edit. */
export const updateInventoryItem = ({ id, body }: { id: string; body: UpdateInventoryItemInput }) =>
  apiRequest<InventoryItemDto>('PUT', `/api/inventory/${id}`, body);

export function useUpdateInventoryItem() {
  return useMutation({
    mutationFn: updateInventoryItem,
    onSuccess: (_data, _variables, _result, { client }) => invalidateInventory(client),
  });
}
