import type { SaleLineKind } from '../sales/events';
import type { Message } from '../shared/decider';

/** The estados of an order (spec 2 §4); cancelado is in the data model, the screens do not offer it. */
export const WORK_ORDER_ESTADOS = ['recibido', 'en_proceso', 'terminado', 'entregado', 'cancelado'] as const;
export type WorkOrderEstado = (typeof WORK_ORDER_ESTADOS)[number];

/** An order holds what a sale sells: services, combos and products. */
export type WorkOrderLineKind = SaleLineKind;

/** One line of an order, priced from the catalogue when it was added. Money in integer guaraníes. */
export interface WorkOrderLine {
  /** The line's own id (GET /api/work-orders/{id}/items names it). */
  readonly lineId: string;
  readonly kind: WorkOrderLineKind;
  /** The service, combo or inventory item. */
  readonly itemId: string;
  readonly nombre: string;
  readonly precio: number;
  readonly cantidad: number;
}

/** The customer and vehicle as they were when the order was taken (the read model shows them live). */
export interface WorkOrderParties {
  readonly customerId: string;
  readonly customerNombre: string;
  readonly customerDocNumero: string;
  readonly customerTelefono: string | null;
  readonly vehicleId: string;
  readonly vehiclePlaca: string;
  readonly vehicleMarca: string;
  readonly vehicleModelo: string;
  readonly vehicleColor: string;
}

export type WorkOrderCreated = Message<
  'WorkOrderCreated',
  WorkOrderParties & {
    readonly workOrderId: string;
    readonly numero: number;
    readonly observaciones: string | null;
    readonly lines: readonly WorkOrderLine[];
    /** Always the sum of the lines. */
    readonly total: number;
    readonly createdBy: string;
    readonly createdAt: string;
  }
>;
/** One line added (spec 2 §7: one call per service). */
export type WorkOrderItemAdded = Message<
  'WorkOrderItemAdded',
  { readonly workOrderId: string; readonly line: WorkOrderLine; readonly total: number; readonly at: string }
>;
/** An edit: the whole observaciones and lines after it. */
export type WorkOrderEdited = Message<
  'WorkOrderEdited',
  {
    readonly workOrderId: string;
    readonly observaciones: string | null;
    readonly lines: readonly WorkOrderLine[];
    readonly total: number;
    readonly editedBy: string;
    readonly at: string;
  }
>;
/** An estado transition; `at` is fechaInicio, fechaFin or fechaEntrega by the estado reached. */
export type OrderAdvanced = Message<
  'OrderAdvanced',
  {
    readonly workOrderId: string;
    readonly from: WorkOrderEstado;
    readonly to: WorkOrderEstado;
    readonly by: string;
    readonly at: string;
  }
>;
/** The order was billed by this sale: at most once, in the sale's own append. */
export type WorkOrderBilled = Message<
  'WorkOrderBilled',
  {
    readonly workOrderId: string;
    readonly saleId: string;
    readonly numeroFactura: string;
    readonly billedBy: string;
    readonly at: string;
  }
>;
/** The sale that billed the order was voided (within its 24 h): the order may be billed again. */
export type WorkOrderBillingVoided = Message<
  'WorkOrderBillingVoided',
  { readonly workOrderId: string; readonly saleId: string; readonly voidedBy: string; readonly at: string }
>;
/** An unbilled order leaves the lists; its events stay for the audit history and its numero is spent. */
export type WorkOrderDeleted = Message<
  'WorkOrderDeleted',
  { readonly workOrderId: string; readonly numero: number; readonly deletedBy: string; readonly at: string }
>;

export type WorkOrderEvent =
  | WorkOrderCreated
  | WorkOrderItemAdded
  | WorkOrderEdited
  | OrderAdvanced
  | WorkOrderBilled
  | WorkOrderBillingVoided
  | WorkOrderDeleted;

export const WORK_ORDER_EVENT_TYPES: readonly WorkOrderEvent['type'][] = [
  'WorkOrderCreated',
  'WorkOrderItemAdded',
  'WorkOrderEdited',
  'OrderAdvanced',
  'WorkOrderBilled',
  'WorkOrderBillingVoided',
  'WorkOrderDeleted',
];

export const toWorkOrderStreamId = (workOrderId: string) => `work-order-${workOrderId}`;

/** The total of an order: the sum of its lines, whatever a client says. */
export const totalOf = (lines: readonly WorkOrderLine[]) =>
  lines.reduce((sum, line) => sum + line.precio * line.cantidad, 0);
