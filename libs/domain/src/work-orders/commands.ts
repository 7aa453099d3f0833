import type { Message } from '../shared/decider';
import type { WorkOrderEstado, WorkOrderLineKind } from './events';

/** A line as the request names it, with the id the route gave it. */
export interface RequestedWorkOrderLine {
  readonly lineId: string;
  readonly kind: WorkOrderLineKind;
  readonly itemId: string;
  readonly cantidad: number;
}

/** A service, combo (precioTotal) or product as the catalogue has it now. */
export interface CatalogEntry {
  readonly nombre: string;
  readonly precio: number;
  readonly activo: boolean;
}

/** The catalogue entries the request names, by id, read by the route. */
export interface WorkOrderCatalog {
  readonly services: Readonly<Record<string, CatalogEntry>>;
  readonly combos: Readonly<Record<string, CatalogEntry>>;
  readonly products: Readonly<Record<string, CatalogEntry>>;
}

export interface CustomerFacts {
  readonly customerId: string;
  readonly nombre: string;
  readonly docNumero: string;
  readonly telefono: string | null;
}

export interface VehicleFacts {
  readonly vehicleId: string;
  readonly customerId: string;
  readonly placa: string;
  readonly marca: string;
  readonly modelo: string;
  readonly color: string;
}

interface Acting {
  readonly workOrderId: string;
  readonly userId: string;
  /** ISO instant of the request. */
  readonly now: string;
}

export type CreateWorkOrder = Message<
  'CreateWorkOrder',
  Acting & {
    /** null when the id names no customer or vehicle. */
    readonly customer: CustomerFacts | null;
    readonly vehicle: VehicleFacts | null;
    readonly observaciones: string | null;
    readonly lines: readonly RequestedWorkOrderLine[];
    readonly catalog: WorkOrderCatalog;
  }
>;
export type AddWorkOrderItem = Message<
  'AddWorkOrderItem',
  Acting & { readonly line: RequestedWorkOrderLine; readonly catalog: WorkOrderCatalog }
>;
/** Absent fields are left alone; `lines` replaces the whole list. */
export type UpdateWorkOrder = Message<
  'UpdateWorkOrder',
  Acting & {
    readonly estado?: WorkOrderEstado;
    readonly observaciones?: string | null;
    readonly lines?: readonly RequestedWorkOrderLine[];
    readonly catalog: WorkOrderCatalog;
  }
>;
export type DeleteWorkOrder = Message<'DeleteWorkOrder', Acting>;
/** Decided together with the sale (see billing.ts), with the sale's number. */
export type BillWorkOrder = Message<
  'BillWorkOrder',
  Acting & { readonly saleId: string; readonly numeroFactura: string; readonly markAsDelivered: boolean }
>;

/** Decided with the void of the sale that billed the order (see billing.ts). */
export type VoidWorkOrderBilling = Message<'VoidWorkOrderBilling', Acting & { readonly saleId: string }>;

export type WorkOrderCommand =
  | CreateWorkOrder
  | AddWorkOrderItem
  | UpdateWorkOrder
  | DeleteWorkOrder
  | BillWorkOrder
  | VoidWorkOrderBilling;
