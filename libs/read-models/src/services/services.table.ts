import type { Selectable } from 'kysely';

/** Services as the services screen, the sale dialog and the work-order form read them. */
export interface ServicesTable {
  id: string;
  nombre: string;
  descripcion: string | null;
  /** Integer guaraníes. */
  precio: number;
  duracionMin: number;
  categoria: string;
  /** false after the spec's DELETE: the row stays, so old orders and sales still name it. */
  activo: boolean;
  createdAt: string;
  updatedAt: string;
}
export type ServiceRow = Selectable<ServicesTable>;
