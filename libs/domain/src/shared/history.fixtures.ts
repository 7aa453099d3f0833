import type { Message } from './decider';
import type { HistoryEvent, HistoryNames } from './history';

/** The names the history tests look up: one cashier, one admin, one sale, one order. */
export const names: HistoryNames = {
  user: (id) => ({ 'cajero-1': 'Ana Cajera', 'admin-1': 'Carlos Dueño' })[id] ?? null,
  sale: (id) => (id === 'sale-1' ? '001-001-0000001' : null),
  workOrder: (id) => (id === 'orden-1' ? 7 : null),
};

/** Events as stored, at positions 1:0, 2:0… with no hash, by the given user. */
export function stored(userId: string | null, ...events: readonly Message[]): HistoryEvent[] {
  return events.map((event, index) => ({
    type: event.type,
    data: event.data,
    userId,
    at: `2026-11-21T13:0${index}:00.000Z`,
    position: `${index + 1}:0`,
    hash: null,
  }));
}
