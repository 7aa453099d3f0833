import type { HistoryEvent, HistoryNames } from '@lavadero/domain/shared/history';
import { comparePositions, positionToString, type RecordedEvent } from '@lavadero/event-store/event-store';
import { findHistoryNames } from '@lavadero/read-models/history/history-names.queries';
import type { WriteDeps } from '../plugins/write-deps';

function toHistoryEvent(event: RecordedEvent): HistoryEvent {
  return {
    type: event.type,
    data: event.data,
    userId: event.metadata.userId ?? null,
    at: event.metadata.occurredAt ?? event.recordedAt.toISOString(),
    // The chain's position is the one audit:verify and the auditor's package name.
    position: event.chain ? String(event.chain.position) : positionToString(event.position),
    hash: event.chain?.hash ?? null,
  };
}

/** The events of these streams merged in global order: a sale and its fiscal stream read as one. */
export async function readHistoryEvents(
  deps: WriteDeps,
  streamIds: readonly string[],
): Promise<HistoryEvent[]> {
  const streams = await deps.store.readStreams(streamIds, { withChain: true });
  return [...streams.values()]
    .flat()
    .sort((a, b) => comparePositions(a.position, b.position))
    .map(toHistoryEvent);
}

/** An id the event's data names under `key`, if any. */
function idIn(data: unknown, key: 'saleId' | 'workOrderId'): string[] {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : null;
  return typeof value === 'string' ? [value] : [];
}

/** The names the events refer to, read from the users, sales and work-orders read models. */
export async function historyNames(deps: WriteDeps, events: readonly HistoryEvent[]): Promise<HistoryNames> {
  const unique = (ids: readonly string[]) => [...new Set(ids)];
  const maps = await findHistoryNames(deps.readDb, {
    userIds: unique(events.flatMap((e) => (e.userId ? [e.userId] : []))),
    saleIds: unique(events.flatMap((e) => idIn(e.data, 'saleId'))),
    workOrderIds: unique(events.flatMap((e) => idIn(e.data, 'workOrderId'))),
  });
  return {
    user: (id) => maps.users.get(id) ?? null,
    sale: (id) => maps.sales.get(id) ?? null,
    workOrder: (id) => maps.workOrders.get(id) ?? null,
  };
}
