import type { Selectable } from 'kysely';

/**
 * Service combos. The member services are a text[] column in the order they were chosen, not a join
 * table: a combo's members change only with the combo's own events, so one row per combo keeps the
 * projection (and its rebuild) a pure fold; names and prices are joined from `services` when read.
 */
export interface ServiceCombosTable {
  id: string;
  nombre: string;
  descripcion: string | null;
  /** Integer guaraníes. */
  precioTotal: number;
  activo: boolean;
  serviceIds: string[];
  createdAt: string;
  updatedAt: string;
}
export type ComboRow = Selectable<ServiceCombosTable>;
