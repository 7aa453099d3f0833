import { describe, expect, it } from 'vitest';
import { KeyedQueue } from './keyed-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('KeyedQueue', () => {
  it('runs the tasks of one key one at a time in order, and other keys alongside', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([
      queue.run('a', task('a1')),
      queue.run('a', task('a2')),
      queue.run('b', task('b1')),
    ]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('end a1')).toBeLessThan(log.indexOf('start a2'));
    expect(log.indexOf('start b1')).toBeLessThan(log.indexOf('end a1'));
  });

  it('goes on with the next task after one fails, and gives the failure to its caller', async () => {
    const queue = new KeyedQueue();
    const failed = queue.run('a', async () => {
      throw new Error('perdió');
    });
    const next = queue.run('a', async () => 'siguiente');
    await expect(failed).rejects.toThrow('perdió');
    await expect(next).resolves.toBe('siguiente');
  });
});
