import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { REPLAY_DIFFERENCES_KEPT, replayAuditDecider } from './replay-audit-decide';
import type { ProjectionReplayRequested, ReplayOutcome } from './replay-events';

const spec = deciderSpec(replayAuditDecider);
const at = '2026-11-26T12:00:00.000Z';
const requested = (runId: string, when = at): ProjectionReplayRequested => ({
  type: 'ProjectionReplayRequested',
  data: { runId, userId: 'admin-1', at: when },
});
const outcome: ReplayOutcome = {
  position: '812:4051',
  mixedPositions: false,
  tables: 22,
  rowsCompared: 130,
  rowsDiffering: 0,
  differences: [],
};

describe('verifying the projections', () => {
  it('starts a run when none is running', () => {
    spec
      .given([])
      .when({ type: 'RequestProjectionReplay', data: { runId: 'r1', userId: 'admin-1', now: at } })
      .then([requested('r1')]);
  });

  it('refuses a second run while one is running', () => {
    spec
      .given([requested('r1')])
      .when({ type: 'RequestProjectionReplay', data: { runId: 'r2', userId: 'admin-1', now: at } })
      .thenThrows('REPLAY_RUNNING');
  });

  it('starts again once the run has its outcome, or after an hour without one', () => {
    const completed = { type: 'ProjectionReplayCompleted' as const, data: { ...outcome, runId: 'r1', at } };
    spec
      .given([requested('r1'), completed])
      .when({ type: 'RequestProjectionReplay', data: { runId: 'r2', userId: null, now: at } })
      .then([{ type: 'ProjectionReplayRequested', data: { runId: 'r2', userId: null, at } }]);
    const later = '2026-11-26T13:00:00.000Z';
    spec
      .given([requested('r1')])
      .when({ type: 'RequestProjectionReplay', data: { runId: 'r2', userId: 'admin-1', now: later } })
      .then([requested('r2', later)]);
  });

  it('records the outcome of the running run once, and keeps only the first differences', () => {
    const many = Array.from({ length: REPLAY_DIFFERENCES_KEPT + 5 }, (_, i) => ({
      table: 'sales',
      key: `id=${i}`,
      column: 'total',
      live: '1',
      replayed: '2',
    }));
    spec
      .given([requested('r1')])
      .when({
        type: 'RecordProjectionReplay',
        data: {
          runId: 'r1',
          now: at,
          outcome: { ...outcome, rowsDiffering: many.length, differences: many },
        },
      })
      .then([
        {
          type: 'ProjectionReplayCompleted',
          data: {
            ...outcome,
            rowsDiffering: many.length,
            differences: many.slice(0, REPLAY_DIFFERENCES_KEPT),
            runId: 'r1',
            at,
          },
        },
      ]);
    spec
      .given([requested('r1'), { type: 'ProjectionReplayFailed', data: { runId: 'r1', reason: 'x', at } }])
      .when({ type: 'RecordProjectionReplay', data: { runId: 'r1', now: at, outcome } })
      .then([]);
  });

  it('records a failure', () => {
    spec
      .given([requested('r1')])
      .when({ type: 'RecordProjectionReplay', data: { runId: 'r1', now: at, failure: 'sin conexión' } })
      .then([{ type: 'ProjectionReplayFailed', data: { runId: 'r1', reason: 'sin conexión', at } }]);
  });
});
