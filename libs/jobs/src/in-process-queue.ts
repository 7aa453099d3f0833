import { nextFiring, setTimerAt } from './cron';
import {
  assertJobId,
  backoffDelay,
  type JobData,
  type JobHandler,
  type JobProcessor,
  type JobQueue,
  type ProcessOptions,
  RETENTION,
  RETRY,
  type RetryOptions,
  type ScheduleInfo,
  type ScheduleSpec,
} from './job-queue';
import { silentLogger, type WorkerLogger } from './logger';

export interface InProcessQueueOptions {
  readonly retry?: RetryOptions;
  readonly logger?: WorkerLogger;
}

interface JobRecord {
  readonly name: string;
  readonly jobId: string;
  readonly data: JobData;
  readonly scheduledFor?: Date;
  attemptsMade: number;
  finished: { readonly at: number; readonly failed: boolean } | null;
  readonly settled: Promise<void>;
  readonly settle: () => void;
}

/** One FIFO line per job name, like one BullMQ queue per name. */
interface Line {
  handler: JobHandler | null;
  concurrency: number;
  readonly ready: JobRecord[];
  readonly running: Set<Promise<void>>;
}

interface Schedule extends ScheduleSpec {
  readonly name: string;
  readonly data: JobData;
  next: Date | null;
  timer: { cancel(): void } | null;
}

/** Pruning finished ids walks every job, so it runs at most this often. */
const PRUNE_EVERY_MS = 60_000;

/**
 * The embedded mode's queue: the same behaviour as the BullMQ adapter (dedupe by job id, retries
 * with exponential backoff, cron schedules in a time zone), held in memory. Not durable: jobs
 * waiting when the process stops are gone, which `durable: false` tells the callers that care.
 */
export class InProcessJobQueue implements JobQueue {
  readonly durable = false;
  private readonly jobs = new Map<string, JobRecord>();
  private readonly lines = new Map<string, Line>();
  private readonly scheduled = new Map<string, Schedule>();
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private readonly retry: RetryOptions;
  private readonly logger: WorkerLogger;
  private lastPrune = Date.now();
  private closed = false;

  constructor(options: InProcessQueueOptions = {}) {
    this.retry = options.retry ?? RETRY;
    this.logger = options.logger ?? silentLogger;
  }

  async enqueue<Data extends JobData>(name: string, data: Data, { jobId }: { jobId: string }): Promise<void> {
    this.add(name, data, jobId);
  }

  async schedule<Data extends JobData>(
    schedulerId: string,
    spec: ScheduleSpec,
    name: string,
    data: Data,
  ): Promise<void> {
    nextFiring(spec, new Date()); // a bad pattern or zone throws here, as it does in BullMQ
    this.scheduled.get(schedulerId)?.timer?.cancel();
    this.scheduled.set(schedulerId, { ...spec, name, data: viaJson(data), next: null, timer: null });
    this.arm(schedulerId);
  }

  async schedules(): Promise<ScheduleInfo[]> {
    return [...this.scheduled].map(([schedulerId, s]) => ({
      schedulerId,
      name: s.name,
      pattern: s.pattern,
      tz: s.tz,
      next: s.next,
    }));
  }

  async process<Data extends JobData>(
    name: string,
    handler: JobHandler<Data>,
    options: ProcessOptions = {},
  ): Promise<JobProcessor> {
    const line = this.line(name);
    if (line.handler) throw new Error(`Jobs named ${name} already have a processor`);
    // The queue stores JobData; this processor only receives jobs enqueued under its own name.
    line.handler = handler as JobHandler;
    line.concurrency = options.concurrency ?? 1;
    this.pump(name);
    return {
      close: async () => {
        line.handler = null;
        await Promise.all(line.running);
      },
    };
  }

  async waitUntilSettled(name: string, jobId: string): Promise<void> {
    await this.jobs.get(jobKey(name, jobId))?.settled;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const s of this.scheduled.values()) s.timer?.cancel();
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    const running = [...this.lines.values()].flatMap((line) => {
      line.handler = null;
      return [...line.running];
    });
    await Promise.all(running);
    // Nobody waits forever on a job that will not run any more.
    for (const job of this.jobs.values()) job.settle();
  }

  private add(name: string, data: JobData, jobId: string, scheduledFor?: Date): void {
    assertJobId(jobId);
    if (this.closed) throw new Error('The job queue is closed');
    this.pruneFinished();
    const key = jobKey(name, jobId);
    if (this.jobs.has(key)) return;
    let settle = () => {};
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    // Stored as a JSON copy, as Redis would: a handler never shares objects with its caller.
    const record: JobRecord = {
      name,
      jobId,
      data: viaJson(data),
      scheduledFor,
      attemptsMade: 0,
      finished: null,
      settled,
      settle,
    };
    this.jobs.set(key, record);
    this.line(name).ready.push(record);
    this.pump(name);
  }

  private line(name: string): Line {
    let line = this.lines.get(name);
    if (!line) {
      line = { handler: null, concurrency: 1, ready: [], running: new Set() };
      this.lines.set(name, line);
    }
    return line;
  }

  private pump(name: string): void {
    const line = this.line(name);
    while (line.handler && line.running.size < line.concurrency && line.ready.length > 0) {
      const job = line.ready.shift()!;
      const task: Promise<void> = this.runOnce(job, line.handler).finally(() => {
        line.running.delete(task);
        this.pump(name);
      });
      line.running.add(task);
    }
  }

  private async runOnce(job: JobRecord, handler: JobHandler): Promise<void> {
    job.attemptsMade += 1;
    const context = {
      name: job.name,
      jobId: job.jobId,
      attempt: job.attemptsMade,
      scheduledFor: job.scheduledFor,
    };
    try {
      await handler(job.data, context);
      this.finish(job, false);
    } catch (error) {
      if (job.attemptsMade >= this.retry.attempts) {
        this.logger.error({ err: error, ...context }, 'job failed for the last time');
        this.finish(job, true);
        return;
      }
      const delay = backoffDelay(this.retry.backoffMs, job.attemptsMade);
      this.logger.warn({ err: error, ...context, retryInMs: delay }, 'job failed; retrying');
      const timer = setTimeout(() => {
        this.retryTimers.delete(timer);
        this.line(job.name).ready.push(job);
        this.pump(job.name);
      }, delay);
      this.retryTimers.add(timer);
    }
  }

  private finish(job: JobRecord, failed: boolean): void {
    job.finished = { at: Date.now(), failed };
    job.settle();
  }

  private arm(schedulerId: string): void {
    const s = this.scheduled.get(schedulerId);
    if (!s || this.closed) return;
    const due = nextFiring(s, new Date());
    s.next = due;
    s.timer =
      due &&
      setTimerAt(due, () => {
        // One job id per firing, in BullMQ's own form, so a firing can never run twice.
        if (!this.closed) this.add(s.name, s.data, `repeat:${schedulerId}:${due.getTime()}`, due);
        this.arm(schedulerId);
      });
  }

  private pruneFinished(): void {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    for (const [key, job] of this.jobs) {
      if (!job.finished) continue;
      const keepSeconds = job.finished.failed ? RETENTION.failedSeconds : RETENTION.completedSeconds;
      if (now - job.finished.at > keepSeconds * 1000) this.jobs.delete(key);
    }
  }
}

function viaJson(data: JobData): JobData {
  return JSON.parse(JSON.stringify(data)) as JobData;
}

function jobKey(name: string, jobId: string): string {
  return `${name}\u0000${jobId}`;
}
