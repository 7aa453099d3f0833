import type { EventStore } from '@lavadero/event-store/event-store';
import type { JobProcessor, JobQueue } from '@lavadero/jobs/job-queue';
import type { WorkerLogger } from '@lavadero/jobs/logger';
import type { ReadModelDb } from '@lavadero/read-models/database';
import { EventJobs } from './event-jobs';
import type { EventJobRule, WorkerContext, WorkerModule } from './worker-module';
import { workerModules } from './worker-modules';

export interface FiscalWorkerOptions {
  readonly store: EventStore;
  /** Read models (the users list) and the worker's checkpoint; migrated by whoever opened it. */
  readonly readDb: ReadModelDb;
  /** Owned by the caller, who closes it after `stop()`. */
  readonly queue: JobQueue;
  readonly now?: () => Date;
  readonly logger: WorkerLogger;
  /** Defaults to every module; tests may pass fewer. */
  readonly modules?: readonly WorkerModule[];
}

export interface FiscalWorker {
  /** Stops following events and taking jobs; running jobs finish first. */
  stop(): Promise<void>;
}

/**
 * The fiscal worker, the same in both modes: in-process inside the command API when embedded
 * (with the in-process queue), as its own process when distributed (main.ts, BullMQ). Registers
 * the jobs, upserts the schedules, enqueues the start-up jobs and follows the event store.
 */
export async function startFiscalWorker(options: FiscalWorkerOptions): Promise<FiscalWorker> {
  const { queue, logger, modules = workerModules() } = options;
  const context: WorkerContext = { ...options, now: options.now ?? (() => new Date()) };
  const processors: JobProcessor[] = [];
  const eventJobs = new EventJobs({ ...options, rules: eventJobRules(modules) });
  const stop = async () => {
    // Events first: what they enqueue still finds its processor.
    await eventJobs.stop();
    await Promise.all(processors.map((p) => p.close()));
  };
  try {
    for (const job of modules.flatMap((m) => m.jobs(context))) {
      processors.push(await queue.process(job.name, job.handle, { concurrency: job.concurrency ?? 1 }));
    }
    for (const s of modules.flatMap((m) => m.schedules)) {
      await queue.schedule(s.schedulerId, s.spec, s.name, s.data);
    }
    for (const j of modules.flatMap((m) => m.startupJobs(context))) {
      await queue.enqueue(j.name, j.data, { jobId: j.jobId });
    }
    await eventJobs.start();
  } catch (error) {
    await stop();
    throw error;
  }
  logger.info({ jobs: processors.length }, 'fiscal worker started');
  return { stop };
}

function eventJobRules(modules: readonly WorkerModule[]): Map<string, EventJobRule> {
  const rules = new Map<string, EventJobRule>();
  for (const [eventType, rule] of modules.flatMap((m) => Object.entries(m.eventRules))) {
    if (rules.has(eventType)) throw new Error(`Two worker modules react to ${eventType}; give it one rule`);
    rules.set(eventType, rule);
  }
  return rules;
}
