import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EventStore } from '@lavadero/event-store/event-store';
import type { ReadModelProgress } from '../../services/command-api/src/plugins/commands';
import { BENCH_ADMIN } from './app-under-test';
import { type LoadResult, load, postJson } from './load';
import { type BenchRow, percentile } from './measure';
import { login as signIn } from './sale-setup';

/**
 * What both halves of the write-path bench (write-path-bench.ts: distributed, and
 * write-path-embedded-bench.ts) measure alike: the customer insert under load, and the projection
 * lag of one append at a time.
 */

export const REQUESTS = { 1: 300, 8: 1600 } as const;
export const WARM_UP = 300;
const LAG_SAMPLES = 200;

export type Target = { label: string; base: string; path: string; cookie: string };

/** `count` customer inserts at `connections` from the load generator's own process. */
export function writes(target: Target, count: number, connections: number, warmUp = 0): Promise<LoadResult> {
  return load({
    ...postJson(
      `${target.base}${target.path}`,
      { nombre: 'Cliente {{seq}}', docTipo: 'CI', docNumero: '{{seq}}', telefono: '0981123456' },
      target.cookie,
    ),
    requests: count,
    connections,
    warmUp,
  });
}

export const login = (base: string) => signIn(base, BENCH_ADMIN.username, BENCH_ADMIN.password);

/** What the lag waits on: the projection runner (embedded) or the checkpoint waiter (distributed). */
const LAG_TIMEOUT_MS = 5_000;

/** From an append's return to the moment every read model has it, one append at a time. */
export async function sampleLag(
  store: EventStore,
  readModels: Pick<ReadModelProgress, 'waitFor'>,
  stop: () => boolean = () => false,
): Promise<number[]> {
  const lags: number[] = [];
  while (lags.length < LAG_SAMPLES && !stop()) {
    const { position } = await store.append(
      `bench-lag-${randomUUID()}`,
      [{ id: randomUUID(), type: 'BenchPinged', data: {}, metadata: {} }],
      { expectedRevision: 'no_stream' },
    );
    const t0 = performance.now();
    if (!(await readModels.waitFor(position, { timeoutMs: LAG_TIMEOUT_MS }))) {
      throw new Error(`the projections did not catch up within ${LAG_TIMEOUT_MS / 1000} s`);
    }
    lags.push(performance.now() - t0);
    await sleep(5);
  }
  return lags.sort((a, b) => a - b);
}

export function lagRows(name: string, sorted: readonly number[]): BenchRow[] {
  return [
    { name: `${name} p50`, value: percentile(sorted, 50), unit: `ms (${sorted.length} samples)` },
    { name: `${name} p99`, value: percentile(sorted, 99), unit: 'ms' },
  ];
}
