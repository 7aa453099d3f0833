import { describe, expect, it } from 'vitest';
import { TurnQueue } from './turn-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
const fulfilled = <T>(value: T): PromiseSettledResult<T> => ({ status: 'fulfilled', value });

describe('TurnQueue', () => {
  it('serves one turn of a key at a time, handing it every task then waiting, and other keys alongside', async () => {
    const log: string[] = [];
    const queue = new TurnQueue<string, string>(async (tasks) => {
      log.push(`start ${tasks.join('+')}`);
      await tick();
      log.push(`end ${tasks.join('+')}`);
      return tasks.map((t) => fulfilled(t.toUpperCase()));
    });
    const results = await Promise.all([
      queue.run('a', 'a1'),
      queue.run('a', 'a2'),
      queue.run('a', 'a3'),
      queue.run('b', 'b1'),
    ]);
    expect(results).toEqual(['A1', 'A2', 'A3', 'B1']);
    // The first task of a key starts at once; those that arrive meanwhile share the next turn.
    expect(log).toEqual(['start a1', 'start b1', 'end a1', 'start a2+a3', 'end b1', 'end a2+a3']);
  });

  it('keeps the tasks a turn did not settle for the next turn, ahead of newer ones', async () => {
    const turns: string[][] = [];
    const queue = new TurnQueue<string, string>(async (tasks) => {
      turns.push([...tasks]);
      await tick();
      return tasks.slice(0, 1).map(fulfilled); // settles only the first
    });
    const first = queue.run('a', 'a1');
    const waiting = [queue.run('a', 'a2'), queue.run('a', 'a3')];
    await first;
    const late = queue.run('a', 'a4');
    expect(await Promise.all([...waiting, late])).toEqual(['a2', 'a3', 'a4']);
    expect(turns).toEqual([['a1'], ['a2', 'a3'], ['a3', 'a4'], ['a4']]);
  });

  it('gives each task its own result, and goes on after a turn that failed as a whole', async () => {
    let turn = 0;
    const queue = new TurnQueue<string, string>(async (tasks) => {
      turn += 1;
      if (turn === 1) throw new Error('perdió');
      await tick();
      return tasks.map((t) => (t === 'malo' ? { status: 'rejected', reason: new Error(t) } : fulfilled(t)));
    });
    const failed = queue.run('a', 'primero');
    const bad = queue.run('a', 'malo');
    const next = queue.run('a', 'siguiente');
    await expect(failed).rejects.toThrow('perdió');
    await expect(bad).rejects.toThrow('malo');
    await expect(next).resolves.toBe('siguiente');
  });
});
