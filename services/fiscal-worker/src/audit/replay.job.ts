import { replayAuditDecider } from '@lavadero/domain/audit/replay-audit-decide';
import {
  type ProjectionReplayRequested,
  REPLAY_AUDIT_STREAM_ID,
  type ReplayOutcome,
} from '@lavadero/domain/audit/replay-events';
import { foldEvents } from '@lavadero/domain/shared/decider';
import { handleCommand } from '@lavadero/event-store/handle-command';
import { checkReadModelsAgainstReplay, type ReplayProgress } from '@lavadero/read-models/replay/replay-check';
import { forgetOldReplayProgress, saveReplayProgress } from '@lavadero/read-models/replay/replay-progress';
import { defineJob, type EventJobRule, type JobDefinition, type WorkerContext } from '../worker-module';

export const REPLAY_AUDIT_JOB = 'audit.replay';

type ReplayAuditData = { readonly runId: string; readonly userId: string | null };

export const onProjectionReplayRequested: EventJobRule = (event) => {
  const { runId, userId } = event.data as ProjectionReplayRequested['data'];
  const data: ReplayAuditData = { runId, userId };
  return { name: REPLAY_AUDIT_JOB, data };
};

const FAILED = 'La verificación no pudo terminar';

/**
 * Runs the admins' 'Verificar proyecciones': the same check as `npm run audit:replay`, its progress
 * in `replay_progress` for the API to poll, and its outcome (or why it could not finish) as an event
 * on the runs' stream. A failure is recorded, not retried: the admin sees it and may start again.
 */
export function replayAuditJob({ store, readDb, now, logger }: WorkerContext): JobDefinition {
  return defineJob<ReplayAuditData>(REPLAY_AUDIT_JOB, async ({ runId, userId }) => {
    const record = (data: { outcome: ReplayOutcome } | { failure: string }) =>
      handleCommand(
        store,
        REPLAY_AUDIT_STREAM_ID,
        replayAuditDecider,
        { type: 'RecordProjectionReplay', data: { runId, now: now().toISOString(), ...data } },
        { userId, correlationId: runId, occurredAt: now().toISOString() },
      );
    const history = await store.readStream(REPLAY_AUDIT_STREAM_ID);
    // An event handled again after a restart: its run has its outcome already.
    if (foldEvents(replayAuditDecider, history).running?.runId !== runId) return;
    let shown = -1;
    const onProgress = async (progress: ReplayProgress) => {
      if (progress.percent === shown) return;
      shown = progress.percent;
      await saveReplayProgress(readDb, runId, progress, now());
    };
    try {
      await forgetOldReplayProgress(readDb, now());
      const result = await checkReadModelsAgainstReplay({ db: readDb, store, onProgress });
      await record({ outcome: result });
    } catch (error) {
      logger.error({ err: error, runId }, 'projection replay check failed');
      // The database's own words are English and technical: the screen says what happened in
      // Spanish and where the detail is; the log holds the error under the run's id.
      await record({
        failure: `${FAILED}; el detalle está en el registro del servicio fiscal (ejecución ${runId})`,
      });
    }
  });
}
