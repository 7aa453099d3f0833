import type { ReadModelDb } from '../database';
import type { CategoryRow } from './categories.table';

/** Active and inactive alike, by name. */
export function listCategories(db: ReadModelDb): Promise<CategoryRow[]> {
  return db.selectFrom('categories').selectAll().orderBy('nombre').orderBy('id').execute();
}

export function findCategoryById(db: ReadModelDb, id: string): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}
