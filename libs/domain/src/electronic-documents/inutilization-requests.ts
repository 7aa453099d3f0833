import type { Message } from '../shared/decider';

/**
 * An admin asks for the pending unused numbers to be reported now (rGeVeInu), instead of waiting
 * for the worker's monthly run. A request log: the fiscal worker reacts to each one.
 */
export type NumbersInutilizationRequested = Message<
  'NumbersInutilizationRequested',
  { readonly requestId: string; readonly requestedBy: string | null; readonly at: string }
>;

export const INUTILIZATION_REQUESTS_STREAM_ID = 'sifen-inutilization-requests';
