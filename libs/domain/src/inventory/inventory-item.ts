import { assertNever } from '../shared/decider';
import type { InventoryItemDetails, InventoryItemEvent } from './events';

export type InventoryItemState =
  | { readonly status: 'absent' }
  | {
      readonly status: 'present';
      readonly itemId: string;
      readonly details: InventoryItemDetails;
      readonly stockActual: number;
    };

export const initialInventoryItemState = (): InventoryItemState => ({ status: 'absent' });

/** Splits an event's payload into the product's details (dropping the ids and timestamps). */
export function detailsOf(data: InventoryItemDetails): InventoryItemDetails {
  const {
    nombre,
    descripcion,
    precio,
    stockMinimo,
    unidadMedida,
    categoria,
    proveedor,
    ultimoPedido,
    activo,
  } = data;
  return {
    nombre,
    descripcion,
    precio,
    stockMinimo,
    unidadMedida,
    categoria,
    proveedor,
    ultimoPedido,
    activo,
  };
}

export function evolveInventoryItem(
  state: InventoryItemState,
  event: InventoryItemEvent,
): InventoryItemState {
  if (event.type === 'InventoryItemCreated') {
    return { status: 'present', itemId: event.data.itemId, details: detailsOf(event.data), stockActual: 0 };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'InventoryItemUpdated':
      return { ...state, details: detailsOf(event.data) };
    case 'StockAdjusted':
      return { ...state, stockActual: event.data.newStock };
    default:
      return assertNever(event);
  }
}
