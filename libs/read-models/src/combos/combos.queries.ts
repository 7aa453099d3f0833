import type { ReadModelDb } from '../database';
import type { ServiceRow } from '../services/services.table';
import type { ComboRow } from './combos.table';

export type ComboMember = Pick<ServiceRow, 'id' | 'nombre' | 'precio' | 'activo'>;
/** A member that no longer has a services row (never expected) is left out rather than invented. */
export type ComboWithServices = ComboRow & { readonly services: readonly ComboMember[] };

/** Joins each combo's members (in the combo's order) with their current name, price and state. */
async function withServices(db: ReadModelDb, combos: ComboRow[]): Promise<ComboWithServices[]> {
  const ids = [...new Set(combos.flatMap((c) => c.serviceIds))];
  const services =
    ids.length === 0
      ? []
      : await db
          .selectFrom('services')
          .select(['id', 'nombre', 'precio', 'activo'])
          .where('id', 'in', ids)
          .execute();
  const byId = new Map(services.map((s) => [s.id, s]));
  return combos.map((combo) => ({
    ...combo,
    services: combo.serviceIds.flatMap((id) => byId.get(id) ?? []),
  }));
}

/** Active and inactive alike, each with its services' names. */
export async function listCombos(db: ReadModelDb): Promise<ComboWithServices[]> {
  const combos = await db.selectFrom('serviceCombos').selectAll().orderBy('nombre').orderBy('id').execute();
  return withServices(db, combos);
}

export async function findComboById(db: ReadModelDb, id: string): Promise<ComboWithServices | undefined> {
  const combo = await db.selectFrom('serviceCombos').selectAll().where('id', '=', id).executeTakeFirst();
  return combo ? (await withServices(db, [combo]))[0] : undefined;
}
