import type { InventoryItemDto, UpdateStockInput } from '@lavadero/contracts/inventory';
import { apiRequest } from '@lavadero/ui/api/client';
import { invalidateInventory } from '@lavadero/ui/api/queries/inventory';
import { useMutation } from '@tanstack/react-query';

/** PUT /api/inventory/{id}/stock: adds or removes a quantity; answers the product with its new stock. */
export const updateStock = ({ id, body }: { id: string; body: UpdateStockInput }) =>
  apiRequest<InventoryItemDto>('PUT', `/api/inventory/${id}/stock`, body);

export function useUpdateStock() {
  return useMutation({
    mutationFn: updateStock,
    onSuccess: (_data, _variables, _result, { client }) => invalidateInventory(client),
  });
}
