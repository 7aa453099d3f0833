import { assertNever } from '../shared/decider';
import type { WorkOrderEstado, WorkOrderEvent, WorkOrderLine } from './events';

export type WorkOrderState =
  | { readonly status: 'absent' }
  | {
      readonly status: 'open' | 'deleted';
      readonly workOrderId: string;
      readonly numero: number;
      readonly estado: WorkOrderEstado;
      readonly observaciones: string | null;
      readonly lines: readonly WorkOrderLine[];
      /** The sale that billed the order, once it is billed. */
      readonly billedBy: string | null;
    };

export const initialWorkOrderState = (): WorkOrderState => ({ status: 'absent' });

export function evolveWorkOrder(state: WorkOrderState, event: WorkOrderEvent): WorkOrderState {
  if (event.type === 'WorkOrderCreated') {
    const { workOrderId, numero, observaciones, lines } = event.data;
    return { status: 'open', workOrderId, numero, estado: 'recibido', observaciones, lines, billedBy: null };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'WorkOrderItemAdded':
      return { ...state, lines: [...state.lines, event.data.line] };
    case 'WorkOrderEdited':
      return { ...state, observaciones: event.data.observaciones, lines: event.data.lines };
    case 'OrderAdvanced':
      return { ...state, estado: event.data.to };
    case 'WorkOrderBilled':
      return { ...state, billedBy: event.data.saleId };
    case 'WorkOrderBillingVoided':
      return { ...state, billedBy: null };
    case 'WorkOrderDeleted':
      return { ...state, status: 'deleted' };
    default:
      return assertNever(event);
  }
}
