import type { Selectable } from 'kysely';

export interface CategoriesTable {
  id: string;
  nombre: string;
  descripcion: string | null;
  /** servicios, productos or ambos. */
  tipo: string;
  /** '#RRGGBB'. */
  color: string;
  activa: boolean;
  createdAt: string;
  updatedAt: string;
}
export type CategoryRow = Selectable<CategoriesTable>;
