import type { Selectable } from 'kysely';

/** Active vehicles (spec 2 §3): a removed vehicle's row is deleted, its events stay. */
export interface VehiclesTable {
  id: string;
  customerId: string;
  placa: string;
  marca: string;
  modelo: string;
  color: string;
  observaciones: string | null;
  /** ISO timestamps as text; createdAt orders a customer's vehicles. */
  createdAt: string;
  updatedAt: string;
}
export type VehicleRow = Selectable<VehiclesTable>;
