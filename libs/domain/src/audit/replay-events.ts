import type { Message } from '../shared/decider';

/** Every check of the read models against a replay, one after another, on one stream. */
export const REPLAY_AUDIT_STREAM_ID = 'audit-replays';

/** One cell (or a whole row, `column` null) where the live read model and the replay disagree. */
export interface ReplayDifference {
  readonly table: string;
  readonly key: string;
  readonly column: string | null;
  readonly live: string;
  readonly replayed: string;
}

export interface ReplayOutcome {
  /** The live checkpoints' position the comparison was made at. */
  readonly position: string;
  readonly mixedPositions: boolean;
  readonly tables: number;
  readonly rowsCompared: number;
  readonly rowsDiffering: number;
  /** The first differences only (REPLAY_DIFFERENCES_KEPT): an event stays small. */
  readonly differences: readonly ReplayDifference[];
}

export type ProjectionReplayRequested = Message<
  'ProjectionReplayRequested',
  { readonly runId: string; readonly userId: string | null; readonly at: string }
>;
export type ProjectionReplayCompleted = Message<
  'ProjectionReplayCompleted',
  ReplayOutcome & { readonly runId: string; readonly at: string }
>;
export type ProjectionReplayFailed = Message<
  'ProjectionReplayFailed',
  { readonly runId: string; readonly reason: string; readonly at: string }
>;
export type ReplayAuditEvent = ProjectionReplayRequested | ProjectionReplayCompleted | ProjectionReplayFailed;
