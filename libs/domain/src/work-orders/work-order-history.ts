import { assertNever } from '../shared/decider';
import {
  changed,
  details,
  entryOf,
  type HistoryEntry,
  type HistoryEvent,
  type HistoryLine,
  type HistoryNames,
  money,
  otherEntry,
} from '../shared/history';
import type { WorkOrderEvent, WorkOrderLine } from './events';
import { ESTADO_LABELS } from './messages';

const TYPES = new Set<string>([
  'WorkOrderCreated',
  'WorkOrderItemAdded',
  'WorkOrderEdited',
  'OrderAdvanced',
  'WorkOrderBilled',
  'WorkOrderBillingVoided',
  'WorkOrderDeleted',
]);

const toLine = (line: WorkOrderLine): HistoryLine => ({
  nombre: line.nombre,
  cantidad: line.cantidad,
  precioUnitario: line.precio,
  subtotal: line.precio * line.cantidad,
});

/** A work order's history: taken, edited, moved from estado to estado, billed, deleted. */
export function workOrderHistory(events: readonly HistoryEvent[], names: HistoryNames): HistoryEntry[] {
  let lines: readonly WorkOrderLine[] = [];
  let observaciones: string | null = null;
  let total = 0;
  return events.map((event) => {
    if (!TYPES.has(event.type)) return otherEntry(event, names);
    const order = { type: event.type, data: event.data } as WorkOrderEvent;
    switch (order.type) {
      case 'WorkOrderCreated': {
        const { data } = order;
        ({ lines, observaciones, total } = data);
        return entryOf(event, names, {
          kind: 'created',
          title: `Orden N° ${data.numero} recibida`,
          details: details(
            ['Cliente', `${data.customerNombre} (${data.customerDocNumero})`],
            ['Vehículo', `${data.vehiclePlaca} · ${data.vehicleMarca} ${data.vehicleModelo}`],
            ['Observaciones', data.observaciones],
            ['Total', money(data.total)],
          ),
          lines: { before: null, after: data.lines.map(toLine) },
        });
      }
      case 'WorkOrderItemAdded': {
        const before = lines;
        lines = [...lines, order.data.line];
        const was = total;
        total = order.data.total;
        return entryOf(event, names, {
          kind: 'item-added',
          title: 'Ítem agregado',
          details: [
            ...details(['Ítem', `${order.data.line.nombre} × ${order.data.line.cantidad}`]),
            ...changed('Total', money(was), money(total)),
          ],
          lines: { before: before.map(toLine), after: lines.map(toLine) },
        });
      }
      case 'WorkOrderEdited': {
        const before = { lines, observaciones, total };
        ({ lines, observaciones, total } = order.data);
        return entryOf(event, names, {
          kind: 'edited',
          title: 'Orden modificada',
          details: [
            ...changed('Observaciones', before.observaciones, observaciones),
            ...changed('Total', money(before.total), money(total)),
          ],
          lines: { before: before.lines.map(toLine), after: lines.map(toLine) },
        });
      }
      case 'OrderAdvanced':
        return entryOf(event, names, {
          kind: 'advanced',
          title: `Estado: ${ESTADO_LABELS[order.data.to]}`,
          details: changed('Estado', ESTADO_LABELS[order.data.from], ESTADO_LABELS[order.data.to]),
        });
      case 'WorkOrderBilled':
        return entryOf(event, names, {
          kind: 'billed',
          title: 'Orden facturada',
          details: details(['Factura', order.data.numeroFactura]),
        });
      case 'WorkOrderBillingVoided':
        return entryOf(event, names, {
          kind: 'billing-voided',
          title: 'Factura de la orden anulada: puede facturarse de nuevo',
          details: details(['Factura', names.sale(order.data.saleId) ?? 'Sin número']),
        });
      case 'WorkOrderDeleted':
        return entryOf(event, names, {
          kind: 'deleted',
          title: 'Orden eliminada',
          details: details(['Número', `N° ${order.data.numero}`]),
        });
      default:
        return assertNever(order);
    }
  });
}
