export interface BenchRow {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  /** Digits after the point; by default none from 100 up, one below. */
  readonly decimals?: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/**
 * Runs `task` `count` times with `concurrency` in flight, returning each call's latency in ms. For
 * work inside this process (the event store, projections); HTTP load goes through `load.ts`, whose
 * generator runs in a process of its own.
 */
export async function latencies(count: number, concurrency: number, task: (i: number) => Promise<void>) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < count; i = next++) {
        const t0 = performance.now();
        await task(i);
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { sorted: times.sort((a, b) => a - b), perSecond: count / seconds };
}

export function printTable(rows: readonly BenchRow[]) {
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log(`\n${'measure'.padEnd(width)}  ${'value'.padStart(12)}  unit`);
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(12)}  ----`);
  for (const r of rows) {
    const decimals = r.decimals ?? (r.value >= 100 ? 0 : 1);
    const value = r.value.toLocaleString('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    console.log(`${r.name.padEnd(width)}  ${value.padStart(12)}  ${r.unit}`);
  }
}
