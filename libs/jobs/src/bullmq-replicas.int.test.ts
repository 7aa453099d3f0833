import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { BullMqJobQueue } from './bullmq-queue';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test-replicas-${randomUUID()}`;

afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

/**
 * Two fiscal workers on one Redis (distributed mode with REPLICAS=2): both upsert the same
 * schedules at start and both take jobs, yet each firing of a schedule runs once, not once per
 * worker (one BullMQ job scheduler per id, one job per firing), and a job enqueued by both under
 * one id runs once.
 */
describe('two BullMQ workers on one Redis', () => {
  it('run each firing of a schedule they both upserted once', async () => {
    const workers = [1, 2].map(() => new BullMqJobQueue({ redisUrl: REDIS_URL, prefix }));
    const runs: { worker: number; firing: number | undefined }[] = [];
    try {
      for (const [i, queue] of workers.entries()) {
        await queue.schedule('every-second', { pattern: '* * * * * *', tz: 'UTC' }, 'tick', {});
        await queue.process('tick', async (_data, { scheduledFor }) => {
          runs.push({ worker: i, firing: scheduledFor?.getTime() });
        });
      }
      await sleep(4_500);
      expect(await workers[0]?.schedules()).toHaveLength(1);
    } finally {
      await Promise.all(workers.map((w) => w.close()));
    }
    const firings = runs.map((r) => r.firing);
    expect(firings.every((f) => typeof f === 'number')).toBe(true);
    expect(firings.length).toBeGreaterThanOrEqual(3);
    expect(new Set(firings).size).toBe(firings.length);
  }, 30_000);

  it('run a job both enqueued under one id once', async () => {
    const workers = [1, 2].map(() => new BullMqJobQueue({ redisUrl: REDIS_URL, prefix }));
    let runs = 0;
    try {
      for (const queue of workers) await queue.process('period', async () => void runs++);
      await Promise.all(workers.map((w) => w.enqueue('period', {}, { jobId: 'usage.open-period:2026-11' })));
      await workers[0]?.waitUntilSettled('period', 'usage.open-period:2026-11');
      await sleep(500);
    } finally {
      await Promise.all(workers.map((w) => w.close()));
    }
    expect(runs).toBe(1);
  }, 30_000);
});
