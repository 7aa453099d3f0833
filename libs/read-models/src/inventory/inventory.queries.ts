import type { ReadModelDb } from '../database';
import type { InventoryItemRow } from './inventory-items.table';
import type { InventoryMovementRow } from './inventory-movements.table';
import { searchKey } from './search-key';

export function listInventoryItems(db: ReadModelDb): Promise<InventoryItemRow[]> {
  return db.selectFrom('inventoryItems').selectAll().orderBy('nombreBusqueda').orderBy('id').execute();
}

export function findInventoryItemById(db: ReadModelDb, id: string): Promise<InventoryItemRow | undefined> {
  return db.selectFrom('inventoryItems').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Active products whose name contains `search` (any case, any accents), for the point of sale. */
export function searchProductsForSale(
  db: ReadModelDb,
  search: string | undefined,
): Promise<Pick<InventoryItemRow, 'id' | 'nombre' | 'precio' | 'stockActual' | 'unidadMedida'>[]> {
  let query = db
    .selectFrom('inventoryItems')
    .select(['id', 'nombre', 'precio', 'stockActual', 'unidadMedida'])
    .where('activo', '=', true);
  if (search) {
    // LIKE wildcards typed by the person are searched for literally.
    const pattern = `%${searchKey(search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where('nombreBusqueda', 'like', pattern);
  }
  return query.orderBy('nombreBusqueda').orderBy('id').execute();
}

/** A product's stock movements, newest first. */
export function listMovementsOfItem(db: ReadModelDb, itemId: string): Promise<InventoryMovementRow[]> {
  return db
    .selectFrom('inventoryMovements')
    .selectAll()
    .where('itemId', '=', itemId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
