import { assertNever, type Decider, type Message } from '../shared/decider';
import { IllegalStateError } from '../shared/errors';
import {
  type OrderAdvanced,
  totalOf,
  type WorkOrderEstado,
  type WorkOrderEvent,
  type WorkOrderLine,
  type WorkOrderParties,
} from './events';
import { evolveWorkOrder, initialWorkOrderState, type WorkOrderState } from './work-order';
import {
  evolveWorkOrderSeries,
  initialWorkOrderSeriesState,
  type WorkOrderNumberAssigned,
  type WorkOrderSeriesState,
} from './work-order-series';

/**
 * Importing a work order from a backup. The live CreateWorkOrder cannot apply to history: it prices
 * the lines from today's catalogue, hands out the next numero and starts the order recibido now. A
 * historical order keeps its numero, its lines at the prices they had, its dates and the estado it
 * reached (recorded as the same OrderAdvanced steps a live order takes, at the dates the backup
 * holds), and the sale that billed it.
 */
export type ImportWorkOrder = Message<
  'ImportWorkOrder',
  WorkOrderParties & {
    readonly workOrderId: string;
    readonly numero: number;
    readonly estado: WorkOrderEstado;
    readonly observaciones: string | null;
    readonly lines: readonly WorkOrderLine[];
    readonly createdAt: string;
    readonly fechaInicio: string | null;
    readonly fechaFin: string | null;
    readonly fechaEntrega: string | null;
    readonly billedBy: { readonly saleId: string; readonly numeroFactura: string } | null;
    /** The administrator running the import: the backup does not say who took each step. */
    readonly importedBy: string;
  }
>;

/**
 * The imported numero in the one series. `heldBy` is the order the series gave it to (looked up by
 * the caller in the series' history). As with invoices: never a numero held by another order, never
 * one behind the highest; the series continues after the highest it holds.
 */
export type ImportWorkOrderNumber = Message<
  'ImportWorkOrderNumber',
  {
    readonly numero: number;
    readonly workOrderId: string;
    readonly heldBy: string | null;
    readonly now: string;
  }
>;

export const importWorkOrderMessages = {
  numberTaken: (numero: number) => `El número de orden ${numero} ya pertenece a otra orden`,
  numberBehind: (numero: number, last: number) =>
    `El número de orden ${numero} es anterior al último de la numeración (${last}): no puede retroceder`,
} as const;

/** The steps from recibido to the estado reached, each at the date the order recorded for it. */
function stepsTo(data: ImportWorkOrder['data']): OrderAdvanced[] {
  const path: [WorkOrderEstado, string | null][] = [];
  const reached = (to: WorkOrderEstado) => data.estado === to;
  if (data.fechaInicio || ['en_proceso', 'terminado', 'entregado'].includes(data.estado)) {
    path.push(['en_proceso', data.fechaInicio]);
  }
  if (['terminado', 'entregado'].includes(data.estado)) path.push(['terminado', data.fechaFin]);
  if (reached('entregado')) path.push(['entregado', data.fechaEntrega]);
  if (reached('cancelado')) path.push(['cancelado', data.fechaFin]);
  let from: WorkOrderEstado = 'recibido';
  let last = data.createdAt;
  return path.map(([to, at]) => {
    last = at ?? last;
    const step: OrderAdvanced = {
      type: 'OrderAdvanced',
      data: { workOrderId: data.workOrderId, from, to, by: data.importedBy, at: last },
    };
    from = to;
    return step;
  });
}

function importWorkOrder({ data }: ImportWorkOrder, state: WorkOrderState): WorkOrderEvent[] {
  if (state.status !== 'absent') return [];
  const { workOrderId, numero, observaciones, lines, createdAt, importedBy, billedBy } = data;
  const parties: WorkOrderParties = {
    customerId: data.customerId,
    customerNombre: data.customerNombre,
    customerDocNumero: data.customerDocNumero,
    customerTelefono: data.customerTelefono,
    vehicleId: data.vehicleId,
    vehiclePlaca: data.vehiclePlaca,
    vehicleMarca: data.vehicleMarca,
    vehicleModelo: data.vehicleModelo,
    vehicleColor: data.vehicleColor,
  };
  const created: WorkOrderEvent = {
    type: 'WorkOrderCreated',
    data: {
      ...parties,
      workOrderId,
      numero,
      observaciones,
      lines,
      total: totalOf(lines),
      createdBy: importedBy,
      createdAt,
    },
  };
  const billed: WorkOrderEvent[] = billedBy
    ? [{ type: 'WorkOrderBilled', data: { workOrderId, ...billedBy, billedBy: importedBy, at: createdAt } }]
    : [];
  return [created, ...stepsTo(data), ...billed];
}

/** The order's own stream; nothing for an order already there (the import skips it). */
export const importedWorkOrderDecider: Decider<WorkOrderState, ImportWorkOrder, WorkOrderEvent> = {
  initialState: initialWorkOrderState,
  evolve: evolveWorkOrder,
  decide: (command, state) => {
    switch (command.type) {
      case 'ImportWorkOrder':
        return importWorkOrder(command, state);
      default:
        return assertNever(command.type);
    }
  },
};

/** The numbering series, recording an imported numero instead of handing out the next one. */
export const importedWorkOrderNumberDecider: Decider<
  WorkOrderSeriesState,
  ImportWorkOrderNumber,
  WorkOrderNumberAssigned
> = {
  initialState: initialWorkOrderSeriesState,
  evolve: evolveWorkOrderSeries,
  decide: ({ data }, series) => {
    const { numero, workOrderId, heldBy, now } = data;
    if (heldBy === workOrderId) return [];
    if (heldBy !== null) {
      throw new IllegalStateError('WORK_ORDER_NUMBER_TAKEN', importWorkOrderMessages.numberTaken(numero));
    }
    if (numero <= series.lastNumero) {
      throw new IllegalStateError(
        'WORK_ORDER_NUMBER_BEHIND',
        importWorkOrderMessages.numberBehind(numero, series.lastNumero),
      );
    }
    return [{ type: 'WorkOrderNumberAssigned', data: { numero, workOrderId, at: now } }];
  },
};
