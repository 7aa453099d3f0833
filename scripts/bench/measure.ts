export interface BenchRow {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** Runs `task` `count` times with `concurrency` in flight, returning each call's latency in ms. */
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
    const value = r.value >= 100 ? Math.round(r.value).toLocaleString('en-US') : r.value.toFixed(1);
    console.log(`${r.name.padEnd(width)}  ${value.padStart(12)}  ${r.unit}`);
  }
}
