import { assertNever, type Decider, type Message } from '../shared/decider';
import { IllegalStateError } from '../shared/errors';
import type { ReplayAuditEvent, ReplayOutcome } from './replay-events';
import { replayMessages } from './replay-messages';

/**
 * A run whose worker died without a word (a lost in-process job, a host gone) stops blocking new
 * requests after this long; a real replay of this business's log takes minutes at most.
 */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** At most this many differences are kept on the outcome event. */
export const REPLAY_DIFFERENCES_KEPT = 200;

export interface ReplayAuditState {
  /** The run asked for last and not finished yet, if any. */
  readonly running: { readonly runId: string; readonly at: string } | null;
}

export type RequestProjectionReplay = Message<
  'RequestProjectionReplay',
  { readonly runId: string; readonly userId: string | null; readonly now: string }
>;
export type RecordProjectionReplay = Message<
  'RecordProjectionReplay',
  | { readonly runId: string; readonly now: string; readonly outcome: ReplayOutcome }
  | { readonly runId: string; readonly now: string; readonly failure: string }
>;
export type ReplayAuditCommand = RequestProjectionReplay | RecordProjectionReplay;

function decide(command: ReplayAuditCommand, state: ReplayAuditState): ReplayAuditEvent[] {
  switch (command.type) {
    case 'RequestProjectionReplay': {
      const { runId, userId, now } = command.data;
      const running = state.running;
      if (running && Date.parse(now) - Date.parse(running.at) < ABANDONED_AFTER_MS) {
        throw new IllegalStateError('REPLAY_RUNNING', replayMessages.running, { runId: running.runId });
      }
      return [{ type: 'ProjectionReplayRequested', data: { runId, userId, at: now } }];
    }
    case 'RecordProjectionReplay': {
      const { runId, now } = command.data;
      // A retried job, or a run given up as abandoned: its outcome is already told, or no longer asked.
      if (state.running?.runId !== runId) return [];
      if ('failure' in command.data) {
        return [{ type: 'ProjectionReplayFailed', data: { runId, reason: command.data.failure, at: now } }];
      }
      const { outcome } = command.data;
      const differences = outcome.differences.slice(0, REPLAY_DIFFERENCES_KEPT);
      return [{ type: 'ProjectionReplayCompleted', data: { ...outcome, differences, runId, at: now } }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: ReplayAuditState, event: ReplayAuditEvent): ReplayAuditState {
  switch (event.type) {
    case 'ProjectionReplayRequested':
      return { running: { runId: event.data.runId, at: event.data.at } };
    case 'ProjectionReplayCompleted':
    case 'ProjectionReplayFailed':
      return state.running?.runId === event.data.runId ? { running: null } : state;
    default:
      return assertNever(event);
  }
}

/** The admins' 'Verificar proyecciones': one run at a time, each ended by its outcome. */
export const replayAuditDecider: Decider<ReplayAuditState, ReplayAuditCommand, ReplayAuditEvent> = {
  initialState: () => ({ running: null }),
  evolve,
  decide,
};
