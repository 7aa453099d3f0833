import type { Decider, Message } from '../shared/decider';

/**
 * The start of a new epoch: the operational read models (sales, orders, customers, vehicles,
 * inventory, services, combos) start empty again. Nothing is deleted: the events before it stay
 * in the store for auditors, and a replay from zero reaches the same read models.
 */
export type SystemReset = Message<
  'SystemReset',
  { readonly epoch: number; readonly userId: string | null; readonly at: string }
>;
export type ResetSystem = Message<'ResetSystem', { readonly userId: string | null; readonly now: string }>;

export const SYSTEM_RESET_STREAM_ID = 'system-epochs';
export const SYSTEM_RESET_EVENT_TYPE = 'SystemReset';

export const systemResetDecider: Decider<{ readonly epoch: number }, ResetSystem, SystemReset> = {
  initialState: () => ({ epoch: 0 }),
  evolve: (_state, event) => ({ epoch: event.data.epoch }),
  decide: ({ data }, state) => [
    { type: 'SystemReset', data: { epoch: state.epoch + 1, userId: data.userId, at: data.now } },
  ],
};
