import type { CreateInventoryItemInput, InventoryItemDto } from '@lavadero/contracts/inventory';
import { apiRequest } from '@lavadero/ui/api/client';
import { invalidateInventory } from '@lavadero/ui/api/queries/inventory';
import { useMutation } from '@tanstack/react-query';

/** POST /api/inventory: answers 201 with the new product. */
export const createInventoryItem = (body: CreateInventoryItemInput) =>
  apiRequest<InventoryItemDto>('POST', '/api/inventory', body);

export function useCreateInventoryItem() {
  return useMutation({
    mutationFn: createInventoryItem,
    onSuccess: (_data, _variables, _result, { client }) => invalidateInventory(client),
  });
}
