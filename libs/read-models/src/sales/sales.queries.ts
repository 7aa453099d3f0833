import type { ReadModelDb } from '../database';
import { fromSaleRow, type SaleView } from './sale-view';

/** Every sale, voided ones included (the screen marks them), newest first. */
export async function listSales(db: ReadModelDb): Promise<SaleView[]> {
  const rows = await db
    .selectFrom('sales')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('secuencia', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(fromSaleRow);
}

export async function findSaleById(db: ReadModelDb, id: string): Promise<SaleView | undefined> {
  const row = await db.selectFrom('sales').selectAll().where('id', '=', id).executeTakeFirst();
  return row && fromSaleRow(row);
}

/**
 * The sales of one calendar day (America/Asuncion) that count: voided sales leave every total.
 * For the dashboard's 'Ventas de Hoy' and 'Ventas Recientes'.
 */
export async function listValidSalesOfDay(db: ReadModelDb, fecha: string): Promise<SaleView[]> {
  const rows = await db
    .selectFrom('sales')
    .selectAll()
    .where('fecha', '=', fecha)
    .where('anulada', '=', false)
    .orderBy('createdAt', 'desc')
    .orderBy('secuencia', 'desc')
    .execute();
  return rows.map(fromSaleRow);
}
