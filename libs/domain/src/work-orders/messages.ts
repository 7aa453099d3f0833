import type { WorkOrderEstado, WorkOrderLineKind } from './events';

/** Spanish texts for the refusals of the work-orders context, beside the rules that raise them. */
export const workOrderMessages = {
  notFound: 'Orden de trabajo no encontrada',
  alreadyExists: 'La orden de trabajo ya existe',
  customerNotFound: 'Cliente no encontrado',
  vehicleNotFound: 'Vehículo no encontrado',
  vehicleOfOtherCustomer: 'El vehículo no pertenece al cliente seleccionado',
  itemNotFound: (kind: WorkOrderLineKind) =>
    ({ service: 'Servicio no encontrado', combo: 'Combo no encontrado', product: 'Producto no encontrado' })[
      kind
    ],
  inactive: (kind: WorkOrderLineKind, nombre: string) =>
    `${{ service: 'El servicio', combo: 'El combo', product: 'El producto' }[kind]} ${nombre} no está activo`,
  invalidQuantity: 'La cantidad debe ser un número entero mayor o igual a 1',
  tooManyItems: 'Una orden no puede tener más de 100 items',
  totalTooHigh: 'El total de la orden no puede superar Gs. 999.999.999',
  transitionNotAllowed: (from: WorkOrderEstado, to: WorkOrderEstado) =>
    `Transición no permitida: ${from} → ${to}`,
  notEditable: (estado: WorkOrderEstado) =>
    `La orden está ${ESTADO_LABELS[estado]} y ya no se pueden modificar sus servicios ni observaciones`,
  alreadyBilled: 'La orden ya fue facturada',
  billedCannotBeDeleted: 'La orden ya fue facturada y no se puede eliminar',
  notBillable: (estado: WorkOrderEstado) =>
    `Solo se pueden facturar órdenes terminadas o entregadas (la orden está ${ESTADO_LABELS[estado]})`,
  seriesExhausted: 'Se agotó la numeración de órdenes de trabajo',
} as const;

/** How the screens name each estado (spec 2 §4). */
export const ESTADO_LABELS: Record<WorkOrderEstado, string> = {
  recibido: 'Recibido',
  en_proceso: 'En Proceso',
  terminado: 'Listo',
  entregado: 'Entregado',
  cancelado: 'Cancelado',
};
