import { canonicalJson } from '../sales/sale';
import { assertNever, type Decider } from '../shared/decider';
import { IllegalStateError, NotFoundError, UnprocessableError } from '../shared/errors';
import type {
  AddWorkOrderItem,
  BillWorkOrder,
  CreateWorkOrder,
  DeleteWorkOrder,
  UpdateWorkOrder,
  VoidWorkOrderBilling,
  WorkOrderCommand,
} from './commands';
import { totalOf, type WorkOrderEstado, type WorkOrderEvent } from './events';
import { workOrderMessages } from './messages';
import { checkedLines, priceLine, priceLines } from './pricing';
import { evolveWorkOrder, initialWorkOrderState, type WorkOrderState } from './work-order';
import {
  assignWorkOrderNumber,
  evolveWorkOrderSeries,
  initialWorkOrderSeriesState,
  type WorkOrderNumberAssigned,
  type WorkOrderSeriesState,
} from './work-order-series';

/**
 * One order and the numbering series: a creation appends to both in one atomic append (see
 * streams.ts); every other command touches the order's stream only.
 */
export interface WorkOrdersState {
  readonly series: WorkOrderSeriesState;
  readonly order: WorkOrderState;
}
export type WorkOrdersEvent = WorkOrderEvent | WorkOrderNumberAssigned;

export const initialWorkOrdersState = (): WorkOrdersState => ({
  series: initialWorkOrderSeriesState(),
  order: initialWorkOrderState(),
});

export function evolveWorkOrders(state: WorkOrdersState, event: WorkOrdersEvent): WorkOrdersState {
  if (event.type === 'WorkOrderNumberAssigned') {
    return { ...state, series: evolveWorkOrderSeries(state.series, event) };
  }
  return { ...state, order: evolveWorkOrder(state.order, event) };
}

/** The moves the issue allows; anything else is refused with 'Transición no permitida'. */
export const TRANSITIONS: Readonly<Record<WorkOrderEstado, readonly WorkOrderEstado[]>> = {
  recibido: ['en_proceso', 'cancelado'],
  en_proceso: ['terminado', 'cancelado'],
  terminado: ['entregado'],
  entregado: [],
  cancelado: [],
};

/** Observaciones and items change only before the order is terminado (and not once cancelled). */
export const EDITABLE: readonly WorkOrderEstado[] = ['recibido', 'en_proceso'];
export const BILLABLE: readonly WorkOrderEstado[] = ['terminado', 'entregado'];

/** A present order; requireOpen lets through only those not deleted. */
type OpenOrder = Exclude<WorkOrderState, { status: 'absent' }>;

function requireOpen(order: WorkOrderState): OpenOrder {
  if (order.status !== 'open') throw new NotFoundError('WORK_ORDER_NOT_FOUND', workOrderMessages.notFound);
  return order;
}

function requireEditable(order: OpenOrder): OpenOrder {
  if (!EDITABLE.includes(order.estado)) {
    throw new IllegalStateError('WORK_ORDER_NOT_EDITABLE', workOrderMessages.notEditable(order.estado));
  }
  return order;
}

function advance(order: OpenOrder, to: WorkOrderEstado, by: string, at: string): WorkOrderEvent {
  if (!TRANSITIONS[order.estado].includes(to)) {
    throw new IllegalStateError(
      'TRANSITION_NOT_ALLOWED',
      workOrderMessages.transitionNotAllowed(order.estado, to),
      { from: order.estado, to },
    );
  }
  return { type: 'OrderAdvanced', data: { workOrderId: order.workOrderId, from: order.estado, to, by, at } };
}

function create({ data }: CreateWorkOrder, state: WorkOrdersState): WorkOrdersEvent[] {
  if (state.order.status !== 'absent') {
    throw new IllegalStateError('WORK_ORDER_EXISTS', workOrderMessages.alreadyExists);
  }
  const { customer, vehicle } = data;
  if (!customer) throw new NotFoundError('CUSTOMER_NOT_FOUND', workOrderMessages.customerNotFound);
  if (!vehicle) throw new NotFoundError('VEHICLE_NOT_FOUND', workOrderMessages.vehicleNotFound);
  if (vehicle.customerId !== customer.customerId) {
    throw new UnprocessableError('VEHICLE_OF_OTHER_CUSTOMER', workOrderMessages.vehicleOfOtherCustomer);
  }
  const lines = checkedLines(data.lines.map((line) => priceLine(line, data.catalog)));
  const assigned = assignWorkOrderNumber(state.series, data.workOrderId, data.now);
  return [
    assigned,
    {
      type: 'WorkOrderCreated',
      data: {
        workOrderId: data.workOrderId,
        numero: assigned.data.numero,
        customerId: customer.customerId,
        customerNombre: customer.nombre,
        customerDocNumero: customer.docNumero,
        customerTelefono: customer.telefono,
        vehicleId: vehicle.vehicleId,
        vehiclePlaca: vehicle.placa,
        vehicleMarca: vehicle.marca,
        vehicleModelo: vehicle.modelo,
        vehicleColor: vehicle.color,
        observaciones: data.observaciones,
        lines,
        total: totalOf(lines),
        createdBy: data.userId,
        createdAt: data.now,
      },
    },
  ];
}

function addItem({ data }: AddWorkOrderItem, order: OpenOrder): WorkOrderEvent[] {
  requireEditable(order);
  const line = priceLine(data.line, data.catalog);
  const lines = checkedLines([...order.lines, line]);
  return [
    {
      type: 'WorkOrderItemAdded',
      data: { workOrderId: order.workOrderId, line, total: totalOf(lines), at: data.now },
    },
  ];
}

// Lines read back from jsonb do not keep their key order, hence the canonical form.
const sameLines = (a: OpenOrder['lines'], b: OpenOrder['lines']) => canonicalJson(a) === canonicalJson(b);

/** Edits first (allowed in the estado the order is in), then the move; the same estado is no move. */
function update({ data }: UpdateWorkOrder, order: OpenOrder): WorkOrderEvent[] {
  const events: WorkOrderEvent[] = [];
  const observaciones = data.observaciones === undefined ? order.observaciones : data.observaciones;
  const lines = data.lines === undefined ? order.lines : priceLines(data.lines, data.catalog, order.lines);
  if (observaciones !== order.observaciones || !sameLines(lines, order.lines)) {
    requireEditable(order);
    events.push({
      type: 'WorkOrderEdited',
      data: {
        workOrderId: order.workOrderId,
        observaciones,
        lines,
        total: totalOf(lines),
        editedBy: data.userId,
        at: data.now,
      },
    });
  }
  if (data.estado !== undefined && data.estado !== order.estado) {
    events.push(advance(order, data.estado, data.userId, data.now));
  }
  return events;
}

function remove({ data }: DeleteWorkOrder, order: OpenOrder): WorkOrderEvent[] {
  if (order.billedBy)
    throw new IllegalStateError('WORK_ORDER_BILLED', workOrderMessages.billedCannotBeDeleted);
  const { workOrderId, numero } = order;
  return [{ type: 'WorkOrderDeleted', data: { workOrderId, numero, deletedBy: data.userId, at: data.now } }];
}

/**
 * Whether the order may be billed by this sale: 'retry' when this very sale billed it already
 * (nothing new), else it must be unbilled and terminado or entregado. Billed at most once.
 */
export function billingOf(order: WorkOrderState, saleId: string): 'retry' | 'bill' {
  const open = requireOpen(order);
  if (open.billedBy === saleId) return 'retry';
  if (open.billedBy)
    throw new IllegalStateError('WORK_ORDER_ALREADY_BILLED', workOrderMessages.alreadyBilled);
  if (!BILLABLE.includes(open.estado)) {
    throw new IllegalStateError('WORK_ORDER_NOT_BILLABLE', workOrderMessages.notBillable(open.estado));
  }
  return 'bill';
}

/** The billed mark and, when asked and the order is terminado, its delivery. */
function bill({ data }: BillWorkOrder, order: OpenOrder): WorkOrderEvent[] {
  if (billingOf(order, data.saleId) === 'retry') return [];
  const { workOrderId } = order;
  const billed: WorkOrderEvent = {
    type: 'WorkOrderBilled',
    data: {
      workOrderId,
      saleId: data.saleId,
      numeroFactura: data.numeroFactura,
      billedBy: data.userId,
      at: data.now,
    },
  };
  const deliver = data.markAsDelivered && order.estado === 'terminado';
  return deliver ? [billed, advance(order, 'entregado', data.userId, data.now)] : [billed];
}

/** Only the sale that billed the order takes its mark away; any other sale's void leaves it. */
function voidBilling({ data }: VoidWorkOrderBilling, order: OpenOrder): WorkOrderEvent[] {
  if (order.billedBy !== data.saleId) return [];
  const { workOrderId } = order;
  return [
    {
      type: 'WorkOrderBillingVoided',
      data: { workOrderId, saleId: data.saleId, voidedBy: data.userId, at: data.now },
    },
  ];
}

export function decideWorkOrders(command: WorkOrderCommand, state: WorkOrdersState): WorkOrdersEvent[] {
  if (command.type === 'CreateWorkOrder') return create(command, state);
  const order = requireOpen(state.order);
  switch (command.type) {
    case 'AddWorkOrderItem':
      return addItem(command, order);
    case 'UpdateWorkOrder':
      return update(command, order);
    case 'DeleteWorkOrder':
      return remove(command, order);
    case 'BillWorkOrder':
      return bill(command, order);
    case 'VoidWorkOrderBilling':
      return voidBilling(command, order);
    default:
      return assertNever(command);
  }
}

export const workOrdersDecider: Decider<WorkOrdersState, WorkOrderCommand, WorkOrdersEvent> = {
  initialState: initialWorkOrdersState,
  evolve: evolveWorkOrders,
  decide: decideWorkOrders,
};
