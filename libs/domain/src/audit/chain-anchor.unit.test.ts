import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { chainAnchorDecider } from './chain-anchor-decide';
import type { AnchorChain, ChainAnchored } from './chain-anchor-events';

const spec = deciderSpec(chainAnchorDecider);
const now = '2026-11-26T03:05:00.000Z';
const hash = 'ab'.repeat(32);
const anchor = (day: string, position = 120): AnchorChain => ({
  type: 'AnchorChain',
  data: { day, position, hash, now },
});
const anchored = (day: string, position = 120): ChainAnchored => ({
  type: 'ChainAnchored',
  data: { day, position, hash, anchoredAt: now },
});

describe('chain anchors decider', () => {
  it('anchors the first day', () => {
    spec
      .given([])
      .when(anchor('2026-11-26'))
      .then([anchored('2026-11-26')]);
  });

  it('anchors each day once: a second worker or a retry the same day stores nothing', () => {
    spec
      .given([anchored('2026-11-26')])
      .when(anchor('2026-11-26', 130))
      .then([]);
  });

  it('anchors the next day, and ignores a late job for a day already anchored past', () => {
    spec
      .given([anchored('2026-11-26')])
      .when(anchor('2026-11-27', 200))
      .then([anchored('2026-11-27', 200)]);
    spec
      .given([anchored('2026-11-27', 200)])
      .when(anchor('2026-11-26'))
      .then([]);
  });

  it('refuses an anchor that is not a day, a position and a SHA-256', () => {
    spec.given([]).when(anchor('26/11/2026')).thenThrows('INVALID_CHAIN_ANCHOR');
    spec.given([]).when(anchor('2026-11-26', -1)).thenThrows('INVALID_CHAIN_ANCHOR');
    spec
      .given([])
      .when({ type: 'AnchorChain', data: { day: '2026-11-26', position: 1, hash: 'xyz', now } })
      .thenThrows('INVALID_CHAIN_ANCHOR');
  });
});
