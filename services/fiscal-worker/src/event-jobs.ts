import {
  type EventStore,
  type GlobalPosition,
  type RecordedEvent,
  START,
  type Subscription,
} from '@lavadero/event-store/event-store';
import type { JobQueue } from '@lavadero/jobs/job-queue';
import type { WorkerLogger } from '@lavadero/jobs/logger';
import {
  ensureCheckpoints,
  readCheckpoints,
  saveCheckpoint,
} from '@lavadero/read-models/checkpoints/checkpoint-store';
import type { ReadModelDb } from '@lavadero/read-models/database';
import type { EventJobRule } from './worker-module';

/** The worker's place in the global order, kept beside the projections' checkpoints. */
export const FISCAL_WORKER_CHECKPOINT = 'fiscal-worker';

export interface EventJobsOptions {
  readonly store: EventStore;
  readonly readDb: ReadModelDb;
  readonly queue: JobQueue;
  /** Event type -> the job it asks for. */
  readonly rules: ReadonlyMap<string, EventJobRule>;
  readonly logger: WorkerLogger;
  readonly checkpointName?: string;
}

/**
 * Events that ask for no job move the checkpoint at most this often: replaying them after a crash
 * costs nothing (they ask for nothing, and the jobs of the others keep their ids), while saving it
 * for every batch was an UPDATE per append on a busy system.
 */
const IDLE_CHECKPOINT_MS = 5_000;

/**
 * Its jobs run later anyway (a document to the tax office has days): under load one read every
 * quarter second takes many appends at once, where reading at every append cost the database and
 * this process a query per write. Idle, an event is still read as soon as it is appended.
 */
const READ_EVERY_MS = 250;

/** `<job name>:<event id>`: the same event always asks for the same job. */
export function eventJobId(jobName: string, event: Pick<RecordedEvent, 'id'>): string {
  return `${jobName}:${event.id}`;
}

/**
 * Turns events into jobs. Follows the global order from its checkpoint, enqueues the job each rule
 * asks for, then moves the checkpoint. A crash in between replays some events on restart; their
 * job ids are already known to the queue, so nothing runs twice.
 */
export class EventJobs {
  private subscription: Subscription | null = null;
  private readonly stopping = new AbortController();
  private readonly checkpointName: string;
  /** Handled but not saved yet (only batches that asked for no job), and when it last was. */
  private unsaved: GlobalPosition | null = null;
  private savedAt = 0;

  constructor(private readonly options: EventJobsOptions) {
    this.checkpointName = options.checkpointName ?? FISCAL_WORKER_CHECKPOINT;
  }

  /** Follows the event store until stopped. */
  async start(): Promise<void> {
    const after = await this.checkpoint();
    this.subscription = this.options.store.subscribeToAll({
      after,
      onEvent: (event) => this.handle([event]),
      onBatch: (events) => this.handle(events),
      onError: (err) => this.options.logger.error({ err }, 'event jobs: batch failed; retrying'),
      readEveryMs: READ_EVERY_MS,
    });
  }

  /** Handles everything committed so far, then returns (tests, tools). */
  async catchUp(batchSize = 500): Promise<void> {
    let after = await this.checkpoint();
    for (;;) {
      const events = await this.options.store.readAll({ after, maxCount: batchSize });
      const last = events.at(-1);
      if (!last) {
        if (this.unsaved) await this.save(this.unsaved);
        return;
      }
      await this.handle(events);
      after = last.position;
    }
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await this.subscription?.stop();
    this.subscription = null;
    if (this.unsaved) await this.save(this.unsaved);
  }

  private async save(position: GlobalPosition): Promise<void> {
    await saveCheckpoint(this.options.readDb, this.checkpointName, position);
    this.unsaved = null;
    this.savedAt = Date.now();
  }

  private async checkpoint() {
    const { readDb } = this.options;
    await ensureCheckpoints(readDb, [this.checkpointName]);
    return (await readCheckpoints(readDb, [this.checkpointName])).get(this.checkpointName) ?? START;
  }

  private async handle(events: readonly RecordedEvent[]): Promise<void> {
    const last = events.at(-1);
    if (!last) return;
    const { queue, rules } = this.options;
    const enqueued: { name: string; jobId: string }[] = [];
    for (const event of events) {
      const job = rules.get(event.type)?.(event);
      if (!job) continue;
      const { name, data } = job;
      const jobId = job.jobId ?? eventJobId(name, event);
      await queue.enqueue(name, data, { jobId });
      enqueued.push({ name, jobId });
    }
    // A queue in memory loses its jobs with the process: the checkpoint only passes an event once
    // its job is done, so a restart replays (and re-enqueues) whatever was still pending.
    if (!queue.durable && enqueued.length > 0) {
      const settled = Promise.all(enqueued.map((j) => queue.waitUntilSettled(j.name, j.jobId)));
      if (!(await untilStopped(settled, this.stopping.signal))) return;
    }
    if (enqueued.length === 0 && Date.now() - this.savedAt < IDLE_CHECKPOINT_MS) {
      this.unsaved = last.position;
      return;
    }
    await this.save(last.position);
  }
}

/** True when `work` finished; false when `signal` fired first (the work is left to itself). */
async function untilStopped(work: Promise<unknown>, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return false;
  let onAbort = () => {};
  const stopped = new Promise<false>((resolve) => {
    onAbort = () => resolve(false);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work.then(() => true as const), stopped]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}
