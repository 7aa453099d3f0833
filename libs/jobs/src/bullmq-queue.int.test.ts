import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll } from 'vitest';
import { BullMqJobQueue } from './bullmq-queue';
import { jobQueueContract } from './job-queue.contract';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// One prefix per test: tests never see each other's jobs, and other runs on the same Redis are left alone.
const prefixes: string[] = [];

jobQueueContract('BullMQ queue', async (retry) => {
  const prefix = `test-fiscal-${randomUUID()}`;
  prefixes.push(prefix);
  return new BullMqJobQueue({ redisUrl: REDIS_URL, prefix, retry });
});

afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  for (const prefix of prefixes) {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  }
  await redis.quit();
});
