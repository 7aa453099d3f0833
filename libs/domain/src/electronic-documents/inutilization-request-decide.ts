import type { Decider, Message } from '../shared/decider';
import { IllegalStateError } from '../shared/errors';
import type { NumbersInutilizationRequested } from './inutilization-requests';

/** An admin's "Enviar inutilizaciones pendientes": only when some voided number still awaits it. */
export type RequestNumbersInutilization = Message<
  'RequestNumbersInutilization',
  {
    readonly requestId: string;
    readonly requestedBy: string | null;
    /** Numbers of documents voided before approval not yet reported (read from the read model). */
    readonly pendingNumbers: number;
    readonly now: string;
  }
>;

export const nothingToInutilize = 'No hay números pendientes de inutilización';

/**
 * The request log keeps no state of its own: each request stands alone, and the fiscal worker
 * sends whatever is pending when it takes one (a second request with nothing left does nothing).
 */
export const inutilizationRequestsDecider: Decider<
  null,
  RequestNumbersInutilization,
  NumbersInutilizationRequested
> = {
  initialState: () => null,
  evolve: (state) => state,
  decide: ({ data }) => {
    if (data.pendingNumbers <= 0) throw new IllegalStateError('NOTHING_TO_INUTILIZE', nothingToInutilize);
    const { requestId, requestedBy, now: at } = data;
    return [{ type: 'NumbersInutilizationRequested', data: { requestId, requestedBy, at } }];
  },
};
