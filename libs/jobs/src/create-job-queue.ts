import { BullMqJobQueue } from './bullmq-queue';
import { InProcessJobQueue } from './in-process-queue';
import type { JobQueue } from './job-queue';
import type { WorkerLogger } from './logger';

export interface JobQueueConfig {
  /** Set: BullMQ on this Redis (distributed). Null: the in-process queue (embedded, one process). */
  readonly redisUrl: string | null;
  readonly prefix?: string;
  readonly logger: WorkerLogger;
}

/** Chosen once at start-up from configuration; nothing else knows which queue it got. */
export function createJobQueue({ redisUrl, prefix, logger }: JobQueueConfig): JobQueue {
  return redisUrl ? new BullMqJobQueue({ redisUrl, prefix, logger }) : new InProcessJobQueue({ logger });
}
