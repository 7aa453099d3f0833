import { type JobSchedulerTemplateOptions, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import {
  assertJobId,
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

export interface BullMqQueueOptions {
  readonly redisUrl: string;
  /** Redis key prefix of every queue (BullMQ's default is 'bull'); tests use one of their own. */
  readonly prefix?: string;
  readonly retry?: RetryOptions;
  readonly logger?: WorkerLogger;
}

/** How often `waitUntilSettled` asks Redis for the job's state. */
const SETTLE_POLL_MS = 50;

/**
 * The distributed mode's queue: one BullMQ queue per job name (so each name has its own
 * concurrency), all on one Redis connection owned by this object.
 */
export class BullMqJobQueue implements JobQueue {
  readonly durable = true;
  private readonly connection: Redis;
  private readonly queues = new Map<string, Queue>();
  private readonly workers = new Set<Worker>();
  private readonly prefix: string;
  private readonly jobOptions: JobSchedulerTemplateOptions;
  private readonly logger: WorkerLogger;

  constructor(options: BullMqQueueOptions) {
    // Workers block on Redis; BullMQ requires ioredis to retry such commands for ever (null).
    this.connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    this.connection.on('error', (err) => this.logger.error({ err }, 'Redis connection error'));
    this.prefix = options.prefix ?? 'bull';
    this.logger = options.logger ?? silentLogger;
    const retry = options.retry ?? RETRY;
    this.jobOptions = {
      attempts: retry.attempts,
      backoff: { type: 'exponential', delay: retry.backoffMs },
      // Kept (not removed at once) so that the same job id enqueued again is recognised and dropped.
      removeOnComplete: { age: RETENTION.completedSeconds },
      removeOnFail: { age: RETENTION.failedSeconds },
    };
  }

  async enqueue<Data extends JobData>(name: string, data: Data, { jobId }: { jobId: string }): Promise<void> {
    assertJobId(jobId);
    // BullMQ drops an add whose id already exists, in whatever state the job is.
    await this.queue(name).add(name, data, { ...this.jobOptions, jobId: encodeId(jobId) });
  }

  async schedule<Data extends JobData>(
    schedulerId: string,
    spec: ScheduleSpec,
    name: string,
    data: Data,
  ): Promise<void> {
    await this.queue(name).upsertJobScheduler(
      encodeId(schedulerId),
      { pattern: spec.pattern, tz: spec.tz },
      { name, data, opts: this.jobOptions },
    );
  }

  /** The schedules of the job names this object has touched (BullMQ keeps them per queue). */
  async schedules(): Promise<ScheduleInfo[]> {
    const perQueue = await Promise.all([...this.queues.values()].map((q) => q.getJobSchedulers()));
    return perQueue.flat().map((s) => ({
      schedulerId: decodeId(s.key),
      name: s.name,
      pattern: s.pattern ?? '',
      tz: s.tz ?? 'UTC',
      next: s.next === undefined ? null : new Date(s.next),
    }));
  }

  async process<Data extends JobData>(
    name: string,
    handler: JobHandler<Data>,
    options: ProcessOptions = {},
  ): Promise<JobProcessor> {
    const worker = new Worker<Data>(
      name,
      (job) =>
        handler(job.data, {
          name,
          jobId: decodeId(job.id ?? ''),
          attempt: job.attemptsMade + 1,
          // A scheduler's job carries the firing it was made for as `prevMillis`.
          scheduledFor: job.repeatJobKey && job.opts.prevMillis ? new Date(job.opts.prevMillis) : undefined,
        }),
      { connection: this.connection, prefix: this.prefix, concurrency: options.concurrency ?? 1 },
    );
    worker.on('error', (err) => this.logger.error({ err, name }, 'job worker error'));
    worker.on('failed', (job, err) => {
      if (!job) return;
      const last = job.attemptsMade >= (job.opts.attempts ?? 1);
      const context = { err, name, jobId: decodeId(job.id ?? ''), attempt: job.attemptsMade };
      if (last) this.logger.error(context, 'job failed for the last time');
      else this.logger.warn(context, 'job failed; retrying');
    });
    await worker.waitUntilReady();
    this.workers.add(worker);
    return {
      close: async () => {
        this.workers.delete(worker);
        await worker.close();
      },
    };
  }

  async waitUntilSettled(name: string, jobId: string): Promise<void> {
    const queue = this.queue(name);
    for (;;) {
      const state = await queue.getJobState(encodeId(jobId));
      if (state === 'completed' || state === 'failed' || state === 'unknown') return;
      await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    }
  }

  async close(): Promise<void> {
    // Workers first: they finish their running jobs, which may still enqueue.
    await Promise.all([...this.workers].map((w) => w.close()));
    this.workers.clear();
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.queues.clear();
    await this.connection.quit();
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      queue.on('error', (err) => this.logger.error({ err, name }, 'job queue error'));
      this.queues.set(name, queue);
    }
    return queue;
  }
}

/**
 * BullMQ refuses ':' in custom job ids (it separates Redis key parts), while ours read
 * `<job>:<event id>`. Percent-encoding the two characters keeps the mapping one-to-one.
 */
export function encodeId(id: string): string {
  return id.replaceAll('%', '%25').replaceAll(':', '%3A');
}

function decodeId(id: string): string {
  return id.replaceAll('%3A', ':').replaceAll('%25', '%');
}
