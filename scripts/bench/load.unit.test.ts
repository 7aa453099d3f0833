import { describe, expect, it } from 'vitest';
import { combined, inTurns, type LoadResult, ratioOfRunsRow } from './load';

function run(latencies: number[], seconds: number, statuses: Record<string, number> = {}): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50: Number.NaN,
    p99: Number.NaN,
    max: sorted.at(-1)!,
    latencies: sorted,
    statuses,
    non2xx: 0,
    errors: 0,
    firstFailure: null,
  };
}

describe('comparing routes in turns', () => {
  it('runs the sides A B B A A B B A, so that neither always goes first', async () => {
    const order: string[] = [];
    const side = (name: string) => async () => {
      order.push(name);
      return run([1], 1);
    };

    const [a, b] = await inTurns([side('A'), side('B')]);

    expect(order.join(' ')).toBe('A B B A A B B A');
    expect(a).toHaveLength(4);
    expect(b).toHaveLength(4);
  });

  it('reverses three sides on every other turn', async () => {
    const order: string[] = [];
    const side = (name: string) => async () => {
      order.push(name);
      return run([1], 1);
    };

    await inTurns([side('A'), side('B'), side('C')], 2);

    expect(order.join(' ')).toBe('A B C C B A');
  });

  it('combines runs over all their requests, not as an average of their figures', () => {
    const fast = run(
      Array.from({ length: 99 }, () => 1),
      1,
      { 201: 99 },
    );
    const slow = run([50], 1, { 201: 1, 409: 0 });

    const both = combined([fast, slow]);

    expect(both.requests).toBe(100);
    expect(both.perSecond).toBe(50);
    expect(both.p50).toBe(1);
    expect(both.p99).toBe(1);
    expect(both.max).toBe(50);
    expect(both.latencies).toHaveLength(100);
    expect(both.statuses).toEqual({ 201: 100, 409: 0 });
  });

  it('prints the ratio of the combined runs with every run beside it', () => {
    const ours = [run([2, 2], 2), run([2, 2], 1)];
    const plain = [run([1, 1, 1, 1], 1), run([1, 1, 1, 1], 1)];

    const row = ratioOfRunsRow('ratio', ours, plain);

    expect(row.value).toBeCloseTo(4 / 3 / 4);
    expect(row.unit).toBe('× plain (p99 2.0 vs 1.0 ms; per run 1/2 vs 4/4 /s)');
  });
});
