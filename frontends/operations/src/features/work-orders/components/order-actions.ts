import {
  BILLABLE_WORK_ORDER_ESTADOS,
  EDITABLE_WORK_ORDER_ESTADOS,
  WORK_ORDER_TRANSITIONS,
  type WorkOrderDto,
  type WorkOrderEstado,
} from '@lavadero/contracts/work-orders';

/** The stage buttons of a card (spec 2 §4); cancelado is never offered by the screens. */
const STAGE_BUTTONS: readonly { from: WorkOrderEstado; to: WorkOrderEstado; label: string }[] = [
  { from: 'recibido', to: 'en_proceso', label: 'Iniciar' },
  { from: 'en_proceso', to: 'terminado', label: 'Finalizar' },
  { from: 'terminado', to: 'entregado', label: 'Entregar' },
];

export interface OrderActions {
  /** 'Iniciar', 'Finalizar' or 'Entregar', and the estado it moves the order to. */
  readonly advance: { readonly to: WorkOrderEstado; readonly label: string } | null;
  readonly edit: boolean;
  readonly remove: boolean;
  readonly bill: boolean;
  /** 'Avisar': the car is ready (the card hides it when the customer has no phone). */
  readonly notify: boolean;
}

/**
 * Which write buttons a card shows. Readonly users see none (print and details are reads and always
 * show). The server refuses the same moves by itself; this keeps the buttons honest.
 */
export function orderActions(
  order: Pick<WorkOrderDto, 'estado' | 'facturada'>,
  canWrite: boolean,
): OrderActions {
  if (!canWrite) return { advance: null, edit: false, remove: false, bill: false, notify: false };
  const stage = STAGE_BUTTONS.find(
    (button) => button.from === order.estado && WORK_ORDER_TRANSITIONS[order.estado].includes(button.to),
  );
  return {
    advance: stage ? { to: stage.to, label: stage.label } : null,
    edit: EDITABLE_WORK_ORDER_ESTADOS.includes(order.estado),
    remove: !order.facturada,
    bill: BILLABLE_WORK_ORDER_ESTADOS.includes(order.estado) && !order.facturada,
    notify: order.estado === 'terminado',
  };
}
