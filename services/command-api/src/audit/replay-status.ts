import type { ReplayRunDto, ReplayStatusReply } from '@lavadero/contracts/replay-audit';
import type { ReplayAuditEvent } from '@lavadero/domain/audit/replay-events';
import { REPLAY_AUDIT_STREAM_ID } from '@lavadero/domain/audit/replay-events';
import { findReplayProgress } from '@lavadero/read-models/replay/replay-progress';
import { findUserById } from '@lavadero/read-models/users/users.queries';
import type { WriteDeps } from '../plugins/write-deps';

const nothingYet = (): Pick<
  ReplayRunDto,
  'position' | 'mixedPositions' | 'tables' | 'rowsCompared' | 'rowsDiffering' | 'differences' | 'failure'
> => ({
  position: null,
  mixedPositions: false,
  tables: 0,
  rowsCompared: 0,
  rowsDiffering: 0,
  differences: [],
  failure: null,
});

/**
 * The last run of 'Verificar proyecciones': asked for and ended on the runs' stream (read directly:
 * the outcome is there the moment the worker records it), how far it got from the worker's progress
 * row while it runs. The person who asked by name, never by id.
 */
export async function replayStatus(deps: Pick<WriteDeps, 'store' | 'readDb'>): Promise<ReplayStatusReply> {
  const events = (await deps.store.readStream(
    REPLAY_AUDIT_STREAM_ID,
  )) as unknown as readonly ReplayAuditEvent[];
  const requested = events.findLast((e) => e.type === 'ProjectionReplayRequested');
  if (!requested) return { run: null };
  const { runId, userId, at } = requested.data;
  const ended = events.find((e) => e.type !== 'ProjectionReplayRequested' && e.data.runId === runId) as
    | Exclude<ReplayAuditEvent, { type: 'ProjectionReplayRequested' }>
    | undefined;
  const user = userId ? await findUserById(deps.readDb, userId) : undefined;
  const base = { runId, requestedBy: user ? (user.fullName ?? user.username) : null, requestedAt: at };
  if (!ended) {
    const progress = await findReplayProgress(deps.readDb, runId);
    const run: ReplayRunDto = {
      ...base,
      ...nothingYet(),
      status: 'en_curso',
      finishedAt: null,
      phase: progress?.phase ?? null,
      percent: progress?.percent ?? 0,
    };
    return { run };
  }
  if (ended.type === 'ProjectionReplayFailed') {
    return {
      run: {
        ...base,
        ...nothingYet(),
        status: 'fallida',
        finishedAt: ended.data.at,
        phase: null,
        percent: 100,
        failure: ended.data.reason,
      },
    };
  }
  const { position, mixedPositions, tables, rowsCompared, rowsDiffering, differences } = ended.data;
  return {
    run: {
      ...base,
      status: rowsDiffering === 0 ? 'coincide' : 'difiere',
      finishedAt: ended.data.at,
      phase: null,
      percent: 100,
      position,
      mixedPositions,
      tables,
      rowsCompared,
      rowsDiffering,
      differences: [...differences],
      failure: null,
    },
  };
}
