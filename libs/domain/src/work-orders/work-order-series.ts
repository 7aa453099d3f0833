import type { Message } from '../shared/decider';
import { IllegalStateError } from '../shared/errors';
import { workOrderMessages } from './messages';

/**
 * The order numbers (numero), kept in the event store rather than a read model: appended with its
 * expected revision in the same atomic append as the order's creation, so numbers are consecutive
 * and unique under any concurrency, survive a system reset, and a deleted order keeps its number
 * (nothing here ever gives one back).
 */
export type WorkOrderNumberAssigned = Message<
  'WorkOrderNumberAssigned',
  { readonly numero: number; readonly workOrderId: string; readonly at: string }
>;

/** The highest numero the read models' integer column holds. */
const MAX_WORK_ORDER_NUMBER = 2_147_483_647;

export interface WorkOrderSeriesState {
  /** The last numero handed out; the first order is 1. */
  readonly lastNumero: number;
}

export const initialWorkOrderSeriesState = (): WorkOrderSeriesState => ({ lastNumero: 0 });

export const evolveWorkOrderSeries = (
  _: WorkOrderSeriesState,
  event: WorkOrderNumberAssigned,
): WorkOrderSeriesState => ({ lastNumero: event.data.numero });

export function assignWorkOrderNumber(
  state: WorkOrderSeriesState,
  workOrderId: string,
  at: string,
): WorkOrderNumberAssigned {
  const numero = state.lastNumero + 1;
  if (numero > MAX_WORK_ORDER_NUMBER) {
    throw new IllegalStateError('WORK_ORDER_SERIES_EXHAUSTED', workOrderMessages.seriesExhausted);
  }
  return { type: 'WorkOrderNumberAssigned', data: { numero, workOrderId, at } };
}

/** One series for the whole business. */
export const WORK_ORDER_SERIES_STREAM_ID = 'work-order-series';
