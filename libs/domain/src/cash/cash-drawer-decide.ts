import { assertNever, type Decider, type Message } from '../shared/decider';
import { IllegalStateError } from '../shared/errors';
import type { CashDrawerEvent } from './events';
import { cashMessages } from './messages';

/** The drawer's state is its last event: the caja of this user that is open, if any. */
export type CashDrawerState = { readonly openSessionId: string | null };

export type CashDrawerCommand =
  | Message<'ClaimCashDrawer', { readonly userId: string; readonly sessionId: string }>
  | Message<'ReleaseCashDrawer', { readonly userId: string; readonly sessionId: string }>;

export function evolveCashDrawer(_state: CashDrawerState, event: CashDrawerEvent): CashDrawerState {
  switch (event.type) {
    case 'CashDrawerClaimed':
      return { openSessionId: event.data.sessionId };
    case 'CashDrawerReleased':
      return { openSessionId: null };
    default:
      return assertNever(event);
  }
}

export function decideCashDrawer(command: CashDrawerCommand, state: CashDrawerState): CashDrawerEvent[] {
  switch (command.type) {
    case 'ClaimCashDrawer':
      if (state.openSessionId)
        throw new IllegalStateError('CASH_SESSION_ALREADY_OPEN', cashMessages.alreadyOpen);
      return [{ type: 'CashDrawerClaimed', data: command.data }];
    case 'ReleaseCashDrawer':
      // Only the caja that holds the drawer frees it: a stale release changes nothing.
      return state.openSessionId === command.data.sessionId
        ? [{ type: 'CashDrawerReleased', data: command.data }]
        : [];
    default:
      return assertNever(command);
  }
}

export const cashDrawerDecider: Decider<CashDrawerState, CashDrawerCommand, CashDrawerEvent> = {
  initialState: () => ({ openSessionId: null }),
  evolve: evolveCashDrawer,
  decide: decideCashDrawer,
};
