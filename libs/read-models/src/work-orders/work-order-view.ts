import { assertNever } from '@lavadero/domain/shared/decider';
import type { WorkOrderEvent } from '@lavadero/domain/work-orders/events';
import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import type { Insertable } from 'kysely';
import type { WorkOrderRow, WorkOrdersTable } from './work-orders.table';

/** The instant an estado was reached, by the column that records it. */
const DATE_COLUMN: Record<string, 'fechaInicio' | 'fechaFin' | 'fechaEntrega'> = {
  en_proceso: 'fechaInicio',
  terminado: 'fechaFin',
  entregado: 'fechaEntrega',
};

/** Pure: the order after one of its events (null before its creation and after its deletion). */
export function evolveWorkOrderRow(row: WorkOrderRow | null, event: WorkOrderEvent): WorkOrderRow | null {
  if (event.type === 'WorkOrderCreated') {
    const { workOrderId, lines, createdAt, ...d } = event.data;
    return {
      id: workOrderId,
      ...d,
      estado: 'recibido',
      lines: [...lines],
      createdAt,
      fechaInicio: null,
      fechaFin: null,
      fechaEntrega: null,
      diaEntrega: null,
      saleId: null,
      numeroFactura: null,
      updatedAt: createdAt,
    };
  }
  if (row === null) return null;
  switch (event.type) {
    case 'WorkOrderItemAdded':
      return {
        ...row,
        lines: [...row.lines, event.data.line],
        total: event.data.total,
        updatedAt: event.data.at,
      };
    case 'WorkOrderEdited': {
      const { observaciones, lines, total, at } = event.data;
      return { ...row, observaciones, lines: [...lines], total, updatedAt: at };
    }
    case 'OrderAdvanced': {
      const { to, at } = event.data;
      const column = DATE_COLUMN[to];
      const reached = column ? { [column]: at } : {};
      const delivered = to === 'entregado' ? { diaEntrega: asuncionToday(new Date(at)) } : {};
      return { ...row, estado: to, ...reached, ...delivered, updatedAt: at };
    }
    case 'WorkOrderBilled': {
      const { saleId, numeroFactura, at } = event.data;
      return { ...row, saleId, numeroFactura, updatedAt: at };
    }
    case 'WorkOrderBillingVoided':
      return { ...row, saleId: null, numeroFactura: null, updatedAt: event.data.at };
    case 'WorkOrderDeleted':
      return null;
    default:
      return assertNever(event);
  }
}

export function toWorkOrderInsert(row: WorkOrderRow): Insertable<WorkOrdersTable> {
  return { ...row, lines: JSON.stringify(row.lines) };
}
