import { NotFoundError } from '@lavadero/domain/shared/errors';
import { workOrderMessages } from '@lavadero/domain/work-orders/messages';
import type { ReadModelDb } from '@lavadero/read-models/database';
import { findWorkOrderById } from '@lavadero/read-models/work-orders/work-orders.queries';
import type { WorkOrderRow } from '@lavadero/read-models/work-orders/work-orders.table';

/**
 * The order as the read model has it, else 404. Writes call it first too: an order wiped by a
 * system reset still has its stream, but is gone for everyone, so nothing is appended to it. After
 * a write, a 404 here means the read model lags, which the write path answers as 202.
 */
export async function requireWorkOrder(db: ReadModelDb, id: string): Promise<WorkOrderRow> {
  const row = await findWorkOrderById(db, id);
  if (!row) throw new NotFoundError('WORK_ORDER_NOT_FOUND', workOrderMessages.notFound);
  return row;
}
