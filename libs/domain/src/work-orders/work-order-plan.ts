import { foldEvents } from '../shared/decider';
import type { Histories, StreamPlan } from '../shared/stream-plan';
import type { WorkOrderCommand } from './commands';
import { toWorkOrderStreamId } from './events';
import { WORK_ORDER_SERIES_STREAM_ID } from './work-order-series';
import { decideWorkOrders, type WorkOrdersEvent, workOrdersDecider } from './work-orders-decide';

/** The streams a command decides over: the order, and for a creation the numbering series too. */
function workOrderStreamIds(command: WorkOrderCommand): string[] {
  const order = toWorkOrderStreamId(command.data.workOrderId);
  return command.type === 'CreateWorkOrder' ? [WORK_ORDER_SERIES_STREAM_ID, order] : [order];
}

const streamIdOf = (event: WorkOrdersEvent) =>
  event.type === 'WorkOrderNumberAssigned'
    ? WORK_ORDER_SERIES_STREAM_ID
    : toWorkOrderStreamId(event.data.workOrderId);

/** Folds the loaded streams, decides, and splits the events per stream for one atomic append. */
function decideWorkOrderOverStreams(
  command: WorkOrderCommand,
  histories: Histories,
): { streamId: string; events: WorkOrdersEvent[] }[] {
  const state = foldEvents(workOrdersDecider, [...histories.values()].flat());
  const streams = new Map<string, WorkOrdersEvent[]>();
  for (const event of decideWorkOrders(command, state)) {
    const streamId = streamIdOf(event);
    streams.set(streamId, [...(streams.get(streamId) ?? []), event]);
  }
  return [...streams].map(([streamId, events]) => ({ streamId, events }));
}

/**
 * How a work-order command runs: over the order's stream, and for a creation the numbering series
 * too, in one atomic append. Creations queue in front of the series, the one hot stream.
 */
export function planWorkOrder(command: WorkOrderCommand): StreamPlan {
  return {
    streamIds: workOrderStreamIds(command),
    queueKey: command.type === 'CreateWorkOrder' ? WORK_ORDER_SERIES_STREAM_ID : undefined,
    decide: (histories) => decideWorkOrderOverStreams(command, histories),
  };
}
