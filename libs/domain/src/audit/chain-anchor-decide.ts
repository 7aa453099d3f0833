import { assertNever, type Decider } from '../shared/decider';
import { ValidationError } from '../shared/errors';
import type { ChainAnchorCommand, ChainAnchorEvent } from './chain-anchor-events';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const HASH = /^[0-9a-f]{64}$/;

export const chainAnchorMessages = {
  invalidAnchor: 'Ancla de la cadena inválida: se espera un día AAAA-MM-DD, una posición y un hash SHA-256',
} as const;

export interface ChainAnchorState {
  /** The latest day anchored; null before the first. */
  readonly lastDay: string | null;
}

/**
 * One anchor per day: the stream's expected revision makes two workers (or a retry) that race for
 * the same day store it once, and a late job for a day already passed stores nothing.
 */
export const chainAnchorDecider: Decider<ChainAnchorState, ChainAnchorCommand, ChainAnchorEvent> = {
  initialState: () => ({ lastDay: null }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'ChainAnchored':
        return { lastDay: event.data.day };
      default:
        return assertNever(event.type);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'AnchorChain': {
        const { day, position, hash, now } = command.data;
        if (!DAY.test(day) || !HASH.test(hash) || !Number.isSafeInteger(position) || position < 0) {
          throw new ValidationError('INVALID_CHAIN_ANCHOR', chainAnchorMessages.invalidAnchor);
        }
        if (state.lastDay !== null && day <= state.lastDay) return [];
        return [{ type: 'ChainAnchored', data: { day, position, hash, anchoredAt: now } }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
