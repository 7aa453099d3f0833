import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobContext, JobData, JobQueue, RetryOptions } from './job-queue';

/** Short waits between retries, so the suite runs in seconds; the behaviour is the same. */
const FAST_RETRY: RetryOptions = { attempts: 5, backoffMs: 10 };

interface Run {
  readonly data: JobData;
  readonly context: JobContext;
}

/**
 * The behaviour every JobQueue adapter must have. `create` returns a fresh, empty queue per test
 * (its own Redis prefix for BullMQ); the suite closes it.
 */
export function jobQueueContract(label: string, create: (retry: RetryOptions) => Promise<JobQueue>): void {
  describe(`${label}: job-queue contract`, () => {
    let queue: JobQueue;
    let runs: Run[];
    const record = async (data: JobData, context: JobContext) => {
      runs.push({ data, context });
    };

    beforeEach(async () => {
      runs = [];
      queue = await create(FAST_RETRY);
    });
    afterEach(() => queue.close());

    it('runs a job once, with its data and id', async () => {
      await queue.process('greet', record);
      await queue.enqueue('greet', { who: 'Ana' }, { jobId: 'greet:1' });
      await queue.waitUntilSettled('greet', 'greet:1');
      expect(runs).toEqual([
        { data: { who: 'Ana' }, context: { name: 'greet', jobId: 'greet:1', attempt: 1 } },
      ]);
    });

    it('drops a second job with the same id, before and after the first one ran', async () => {
      await queue.enqueue('dedupe', { n: 1 }, { jobId: 'dedupe:a' });
      await queue.enqueue('dedupe', { n: 2 }, { jobId: 'dedupe:a' });
      await queue.process('dedupe', record);
      await queue.waitUntilSettled('dedupe', 'dedupe:a');
      await queue.enqueue('dedupe', { n: 3 }, { jobId: 'dedupe:a' });
      // One line per name, first in first out, one at a time: had the copy been kept, it would
      // have run before this job.
      await queue.enqueue('dedupe', { n: 4 }, { jobId: 'dedupe:b' });
      await queue.waitUntilSettled('dedupe', 'dedupe:b');
      expect(runs.map((r) => r.data)).toEqual([{ n: 1 }, { n: 4 }]);
    });

    it('retries a failing job with backoff until it succeeds', async () => {
      await queue.process('flaky', async (data, context) => {
        await record(data, context);
        if (context.attempt < 3) throw new Error(`attempt ${context.attempt} fails`);
      });
      await queue.enqueue('flaky', {}, { jobId: 'flaky:1' });
      await queue.waitUntilSettled('flaky', 'flaky:1');
      expect(runs.map((r) => r.context.attempt)).toEqual([1, 2, 3]);
    });

    it('gives up after the configured number of attempts', async () => {
      await queue.process('doomed', async (data, context) => {
        await record(data, context);
        throw new Error('always fails');
      });
      await queue.enqueue('doomed', {}, { jobId: 'doomed:1' });
      await queue.waitUntilSettled('doomed', 'doomed:1');
      expect(runs.map((r) => r.context.attempt)).toEqual([1, 2, 3, 4, 5]);
    });

    it('upserting a schedule again replaces it instead of adding a second one', async () => {
      await queue.schedule('monthly', { pattern: '0 0 1 * *', tz: 'America/Asuncion' }, 'report', { v: 1 });
      await queue.schedule('monthly', { pattern: '0 0 2 * *', tz: 'America/Asuncion' }, 'report', { v: 2 });
      const schedules = await queue.schedules();
      expect(schedules).toHaveLength(1);
      const [only] = schedules;
      expect(only).toMatchObject({
        schedulerId: 'monthly',
        name: 'report',
        pattern: '0 0 2 * *',
        tz: 'America/Asuncion',
      });
      // Midnight of the 2nd in Paraguay (UTC-3) is 03:00 UTC.
      expect(only?.next?.getUTCDate()).toBe(2);
      expect(only?.next?.getUTCHours()).toBe(3);
    });

    it('a schedule makes one job per firing, with the latest data', async () => {
      const started = Date.now();
      await queue.schedule('tick', { pattern: '* * * * * *', tz: 'UTC' }, 'tick', { v: 1 });
      await queue.schedule('tick', { pattern: '* * * * * *', tz: 'UTC' }, 'tick', { v: 2 });
      await queue.process('tick', record);
      await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(2), { timeout: 5000, interval: 50 });
      const elapsedSeconds = (Date.now() - started) / 1000;
      // A duplicated schedule would fire twice a second.
      expect(runs.length).toBeLessThanOrEqual(Math.ceil(elapsedSeconds) + 1);
      expect(new Set(runs.map((r) => r.context.jobId)).size).toBe(runs.length);
      for (const { context } of runs) expect(context.scheduledFor?.getUTCMilliseconds()).toBe(0);
      // The upsert also replaced the job already waiting for the first firing.
      for (const run of runs) expect(run.data).toEqual({ v: 2 });
    });
  });
}
