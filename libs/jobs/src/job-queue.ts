/**
 * The job-queue port. Two adapters behave the same and pass one contract suite
 * (`job-queue.contract.ts`): BullMQ on Redis (distributed) and an in-process queue (embedded mode).
 * Job names are queue names: every name has its own FIFO line and its own concurrency.
 */

/** What a job carries. It crosses Redis as JSON, so keep it to plain JSON values. */
export type JobData = Readonly<Record<string, unknown>>;

export interface JobContext {
  readonly name: string;
  /** The id given to `enqueue`, or one made per firing for scheduled jobs. */
  readonly jobId: string;
  /** 1 on the first run, 2 on the first retry, ... */
  readonly attempt: number;
  /**
   * For a job made by a schedule: the firing it was made for. A handler that asks "which day is
   * it?" should not trust its own clock alone: another host's may be a little ahead of it.
   */
  readonly scheduledFor?: Date;
}

export type JobHandler<Data extends JobData = JobData> = (data: Data, context: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /**
   * Idempotency key: a second job with the same id is dropped while the first is waiting, running,
   * or finished less than `RETENTION.completedSeconds` ago. Not a plain integer (BullMQ refuses those).
   */
  readonly jobId: string;
}

export interface ScheduleSpec {
  /** Cron, 5 fields (minute first) or 6 (second first). */
  readonly pattern: string;
  /** IANA time zone the pattern is read in, e.g. 'America/Asuncion'. */
  readonly tz: string;
}

export interface ScheduleInfo extends ScheduleSpec {
  readonly schedulerId: string;
  readonly name: string;
  /** When the next job is due; null when the pattern has no future firing. */
  readonly next: Date | null;
}

export interface ProcessOptions {
  /** Jobs of this name run at most this many at a time per process (default 1). */
  readonly concurrency?: number;
}

export interface JobProcessor {
  /** Stops taking jobs of this name; resolves once the running ones have finished. */
  close(): Promise<void>;
}

export interface JobQueue {
  /**
   * True when an accepted job survives a crash of this process (Redis). The in-process queue is not:
   * whoever must not lose a job (the event subscription) waits for it to settle before moving on.
   */
  readonly durable: boolean;
  enqueue<Data extends JobData>(name: string, data: Data, options: EnqueueOptions): Promise<void>;
  /**
   * Creates or replaces (by `schedulerId`) a repeating job: upserting twice never makes two schedules.
   */
  schedule<Data extends JobData>(
    schedulerId: string,
    spec: ScheduleSpec,
    name: string,
    data: Data,
  ): Promise<void>;
  schedules(): Promise<ScheduleInfo[]>;
  /** Runs `handler` for jobs of `name`; a thrown error retries the job with backoff (see RETRY). */
  process<Data extends JobData>(
    name: string,
    handler: JobHandler<Data>,
    options?: ProcessOptions,
  ): Promise<JobProcessor>;
  /**
   * Resolves once job `jobId` of `name` has completed or used up its attempts, or at once when the
   * queue does not know it (never enqueued, or finished and forgotten).
   */
  waitUntilSettled(name: string, jobId: string): Promise<void>;
  /** Stops every processor and schedule and releases connections. */
  close(): Promise<void>;
}

/** Failed runs are retried: 5 runs in all, waiting base, 2×base, 4×base, 8×base in between. */
export const RETRY = { attempts: 5, backoffMs: 1000 } as const;

/**
 * Finished job ids are remembered this long, so a replayed event or a restarted worker enqueuing
 * the same id again within the window is a no-op. Failures stay longer: they are what someone
 * looks at when a job went wrong.
 */
export const RETENTION = { completedSeconds: 7 * 24 * 3600, failedSeconds: 30 * 24 * 3600 } as const;

export interface RetryOptions {
  readonly attempts: number;
  readonly backoffMs: number;
}

/** BullMQ's 'exponential' backoff: the wait before run `attemptsMade + 1`. */
export function backoffDelay(backoffMs: number, attemptsMade: number): number {
  return backoffMs * 2 ** (attemptsMade - 1);
}

/** The same refusals in both adapters, so embedded mode cannot accept an id that Redis would refuse. */
export function assertJobId(jobId: string): void {
  if (jobId.length === 0) throw new Error('A job id must not be empty');
  if (`${Number.parseInt(jobId, 10)}` === jobId) throw new Error(`A job id must not be an integer: ${jobId}`);
}
