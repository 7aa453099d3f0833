import type { EventStore, RecordedEvent } from '@lavadero/event-store/event-store';
import type { JobData, JobHandler, JobQueue, ScheduleSpec } from '@lavadero/jobs/job-queue';
import type { WorkerLogger } from '@lavadero/jobs/logger';
import type { ReadModelDb } from '@lavadero/read-models/database';
import { PARAGUAY_TIME_ZONE } from './usage/paraguay-period';

/** What every job of the worker may use. The clock is injected so that tests pick the month. */
export interface WorkerContext {
  readonly store: EventStore;
  readonly readDb: ReadModelDb;
  readonly queue: JobQueue;
  readonly now: () => Date;
  readonly logger: WorkerLogger;
}

export interface JobDefinition {
  readonly name: string;
  readonly concurrency?: number;
  readonly handle: JobHandler;
}

export function defineJob<Data extends JobData>(
  name: string,
  handle: JobHandler<Data>,
  options: { readonly concurrency?: number } = {},
): JobDefinition {
  // The queue hands a job only to the processor of its own name, and every producer of that name
  // enqueues this job's Data: widening the parameter here is where that promise is made.
  return { name, ...options, handle: handle as JobHandler };
}

export interface ScheduleDefinition {
  readonly schedulerId: string;
  readonly spec: ScheduleSpec;
  readonly name: string;
  readonly data: JobData;
}

export interface StartupJob {
  readonly name: string;
  readonly data: JobData;
  /** Enqueued at every start; the id makes a restart within the same period a no-op. */
  readonly jobId: string;
}

/**
 * A job with no data that runs once per period of Asunción time: on its schedule (`pattern`, cron), and
 * at every start too, so that a worker that was down when it fired still runs it; the start's job id
 * names the period (`periodOf` the start's moment), so a restart or a second worker within the same
 * period enqueues nothing more.
 */
export function oncePerPeriod(
  name: string,
  pattern: string,
  periodOf: (now: Date) => string,
): { readonly schedule: ScheduleDefinition; readonly atStart: (context: WorkerContext) => StartupJob } {
  return {
    schedule: { schedulerId: name, spec: { pattern, tz: PARAGUAY_TIME_ZONE }, name, data: {} },
    atStart: ({ now }) => ({ name, data: {}, jobId: `${name}:${periodOf(now())}` }),
  };
}

/**
 * The job an event asks for, or null for none. Its id is `<name>:<event id>` unless the rule names
 * one (a document's CDC): either way a replayed event enqueues nothing new.
 */
export type EventJobRule = (
  event: RecordedEvent,
) => { readonly name: string; readonly data: JobData; readonly jobId?: string } | null;

/**
 * One area of the worker's work (usage, SIFEN submission, timbrados, ...): its jobs, when they
 * run on a clock, what runs at start, and which events start which job. The worker wires a list
 * of these instead of knowing each job.
 */
export interface WorkerModule {
  readonly jobs: (context: WorkerContext) => readonly JobDefinition[];
  readonly schedules: readonly ScheduleDefinition[];
  readonly startupJobs: (context: WorkerContext) => readonly StartupJob[];
  readonly eventRules: Readonly<Record<string, EventJobRule>>;
}
