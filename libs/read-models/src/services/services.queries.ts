import type { ReadModelDb } from '../database';
import type { ServiceRow } from './services.table';

/** Active and inactive alike: the screen's 'Mostrar inactivos' and the forms filter for themselves. */
export function listServices(db: ReadModelDb): Promise<ServiceRow[]> {
  return db.selectFrom('services').selectAll().orderBy('nombre').orderBy('id').execute();
}

export function findServiceById(db: ReadModelDb, id: string): Promise<ServiceRow | undefined> {
  return db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst();
}
