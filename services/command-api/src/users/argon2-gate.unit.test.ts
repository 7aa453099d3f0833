import { describe, expect, it } from 'vitest';
import { createGate } from './argon2-gate';

describe('argon2 gate', () => {
  it('runs at most `concurrency` at once, in order, and refuses work past the queue with a 429', async () => {
    const gate = createGate(1, 1);
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    const releases: (() => void)[] = [];
    const work = (n: number) =>
      gate(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        finished.push(n);
      });
    const first = work(1);
    const second = work(2);
    await expect(work(3)).rejects.toMatchObject({
      kind: 'rate_limited',
      code: 'SERVER_BUSY',
      details: { retryAfterSeconds: 5 },
    });
    await Promise.resolve();
    releases.shift()?.();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    releases.shift()?.();
    await second;
    expect(finished).toEqual([1, 2]);
    expect(most).toBe(1);
  });
});
