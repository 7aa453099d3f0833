import type { Selectable } from 'kysely';

/** Products as the inventory screen, the dashboard and the point of sale read them. */
export interface InventoryItemsTable {
  id: string;
  nombre: string;
  /** The name lower-cased and without accents, for the point of sale's search. */
  nombreBusqueda: string;
  descripcion: string | null;
  /** Integer guaraníes. */
  precio: number;
  stockActual: number;
  stockMinimo: number;
  unidadMedida: string;
  categoria: string;
  proveedor: string | null;
  /** YYYY-MM-DD. */
  ultimoPedido: string | null;
  /** 'normal' | 'bajo' | 'critico', kept right whenever the stock or the minimum changes. */
  estadoAlerta: string;
  activo: boolean;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
}
export type InventoryItemRow = Selectable<InventoryItemsTable>;
