import type { Selectable } from 'kysely';

/** Customers as the screens read them (spec 2 §3), one row per customer stream. */
export interface CustomersTable {
  id: string;
  nombre: string;
  docTipo: string;
  docNumero: string;
  email: string | null;
  telefono: string | null;
  direccion: string | null;
  regimenTurismo: boolean;
  pais: string | null;
  pasaporte: string | null;
  /** 'YYYY-MM-DD'. */
  fechaIngreso: string | null;
  /** ISO timestamps as text: the events are the record, this is a view of them. */
  createdAt: string;
  updatedAt: string;
}
export type CustomerRow = Selectable<CustomersTable>;
