import type {
  CreateInventoryItemBody,
  InventoryItemDto,
  UnitValue,
  UpdateInventoryItemInput,
} from '@lavadero/contracts/inventory';

/**
 * What the product dialog holds: text as typed, so '35.000' stays as the person wrote it. The server's
 * CreateInventoryItemBody reads it (spec 2 §5 "Inventory form").
 */
export interface ProductFormValues {
  nombre: string;
  categoria: string;
  descripcion: string;
  precio: string;
  stockActual: string;
  stockMinimo: string;
  unidadMedida: UnitValue;
  proveedor: string;
  ultimoPedido: string;
}

const priceFormat = new Intl.NumberFormat('es-PY', { maximumFractionDigits: 0 });

export const emptyProductForm = (): ProductFormValues => ({
  nombre: '',
  categoria: '',
  descripcion: '',
  precio: '',
  stockActual: '0',
  stockMinimo: '0',
  unidadMedida: 'UN',
  proveedor: '',
  ultimoPedido: '',
});

export const productFormOf = (item: InventoryItemDto): ProductFormValues => ({
  nombre: item.nombre,
  categoria: item.categoria,
  descripcion: item.descripcion ?? '',
  precio: priceFormat.format(item.precio),
  stockActual: String(item.stockActual),
  stockMinimo: String(item.stockMinimo),
  unidadMedida: item.unidadMedida,
  proveedor: item.proveedor ?? '',
  ultimoPedido: item.ultimoPedido ?? '',
});

/**
 * An edit sends the stock only when the person changed it: it is then recorded as a manual
 * adjustment. Left alone, a stock that moved meanwhile (a sale, another user) is not overwritten.
 */
export function editBody(item: InventoryItemDto, body: CreateInventoryItemBody): UpdateInventoryItemInput {
  const { stockActual, ...details } = body;
  return stockActual === item.stockActual ? details : { ...details, stockActual };
}
