import type { Message } from '../shared/decider';

/**
 * The daily anchors of the log's hash chain, one singleton stream: an auditor who wrote down a day's
 * head (position and hash) checks later that the chain still passes through it.
 */
export const CHAIN_ANCHORS_STREAM_ID = 'audit-anchors';

export type ChainAnchored = Message<
  'ChainAnchored',
  {
    /** The Asunción calendar day this anchor is for, 'YYYY-MM-DD'. */
    readonly day: string;
    /** The chain's head when it was read: its last position and that event's hash (hex). */
    readonly position: number;
    readonly hash: string;
    readonly anchoredAt: string;
  }
>;
export type ChainAnchorEvent = ChainAnchored;
export const CHAIN_ANCHOR_EVENT_TYPES: readonly ChainAnchorEvent['type'][] = ['ChainAnchored'];

export type AnchorChain = Message<
  'AnchorChain',
  { readonly day: string; readonly position: number; readonly hash: string; readonly now: string }
>;
export type ChainAnchorCommand = AnchorChain;
