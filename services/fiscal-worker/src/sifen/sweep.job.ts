import { CANCEL_WINDOW_HOURS } from '@lavadero/domain/electronic-documents/cancel-window';
import type { JobQueue } from '@lavadero/jobs/job-queue';
import type { ReadModelDb } from '@lavadero/read-models/database';
import { listDocumentsToRetry } from '@lavadero/read-models/electronic-documents/electronic-documents.queries';
import { PARAGUAY_TIME_ZONE } from '../usage/paraguay-period';
import { defineJob, type JobDefinition, type ScheduleDefinition } from '../worker-module';
import { type DocumentJobData, SIFEN_DOCUMENT_JOB } from './document.job';

export const SIFEN_SWEEP_JOB = 'sifen.sweep';

/** Documents asked for per sweep: the next sweep takes the rest. */
const SWEEP_LIMIT = 500;

export const sweepSchedule = (pattern: string): ScheduleDefinition => ({
  schedulerId: SIFEN_SWEEP_JOB,
  spec: { pattern, tz: PARAGUAY_TIME_ZONE },
  name: SIFEN_SWEEP_JOB,
  data: {},
});

export interface SweepDeps {
  readonly readDb: ReadModelDb;
  readonly queue: JobQueue;
  readonly now: () => Date;
  /** A pending document untouched this long has no job working on it. */
  readonly settleMs: number;
  /** A send unanswered this long is asked for again (StepTiming.inFlightMs). */
  readonly inFlightMs: number;
}

/**
 * Nothing is lost while SIFEN is down: a failed document records when to try again, and this sweep
 * (on a clock) hands every due one to the document job. The job id names the sweep's minute, so
 * two workers sweeping at once enqueue each document once.
 */
export function sweepJob(deps: SweepDeps): JobDefinition {
  return defineJob(SIFEN_SWEEP_JOB, async (_data, { jobId }) => {
    const now = deps.now();
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const saleIds = await listDocumentsToRetry(deps.readDb, {
      now: now.toISOString(),
      settledBefore: ago(deps.settleMs),
      sentBefore: ago(deps.inFlightMs),
      cancellableAfter: ago(CANCEL_WINDOW_HOURS * 3_600_000),
      limit: SWEEP_LIMIT,
    });
    for (const saleId of saleIds) {
      const data: DocumentJobData = { saleId };
      await deps.queue.enqueue(SIFEN_DOCUMENT_JOB, data, { jobId: `${saleId}:sweep:${jobId}` });
    }
  });
}
