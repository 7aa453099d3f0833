import { randomUUID } from 'node:crypto';
import { Pool } from 'undici';
import type { LoadConfig, LoadResult } from './load';
import { percentile } from './measure';

/**
 * The HTTP load generator, run as its own process by `load.ts` so that neither the bench process
 * (which hosts some of the servers under test) nor its `fetch` sets the ceiling. One undici pool,
 * `connections` keep-alive connections, each sending its next request when the previous answered.
 * A body may hold `{{seq}}` (unique across runs: this run's tag and a counter), `{{uuid}}` and
 * `{{mod:N}}` (the counter modulo N), replaced per request, for what must differ each time (a sale's
 * TEMP key, a customer's document number) or take turns (which of N users signs in).
 *
 *   node --import tsx scripts/bench/load-generator.ts '<LoadConfig as JSON>'   → LoadResult as JSON
 */
const config = JSON.parse(process.argv[2] ?? '') as LoadConfig;
const url = new URL(config.url);
const pool = new Pool(url.origin, { connections: config.connections, pipelining: 1 });
const path = `${url.pathname}${url.search}`;
let seq = 0;

async function send(): Promise<{ status: number; ms: number; body: string | null }> {
  const n = seq++;
  const body = config.body
    ?.replaceAll('{{seq}}', `${config.tag}${n}`)
    .replaceAll('{{uuid}}', () => randomUUID())
    .replaceAll(/\{\{mod:(\d+)\}\}/g, (_, m: string) => String(n % Number(m)));
  const t0 = performance.now();
  const res = await pool.request({ method: config.method, path, headers: config.headers, body });
  // Only a failure's body is kept (to print why); the others are drained unread.
  if (res.statusCode < 300) {
    await res.body.dump();
    return { status: res.statusCode, ms: performance.now() - t0, body: null };
  }
  const text = await res.body.text();
  return { status: res.statusCode, ms: performance.now() - t0, body: text };
}

async function run(count: number, maxSeconds = Number.POSITIVE_INFINITY) {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let firstFailure: string | null = null;
  let next = 0;
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  await Promise.all(
    Array.from({ length: config.connections }, async () => {
      while (next < count && performance.now() < deadline) {
        next++;
        try {
          const { status, ms, body } = await send();
          times.push(ms);
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (body !== null) firstFailure ??= `${status} ${body.slice(0, 300)}`;
        } catch (error) {
          errors++;
          firstFailure ??= String(error);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { sent: next, times, statuses, errors, firstFailure, seconds };
}

if (config.warmUp) await run(config.warmUp);
const { sent, times, statuses, errors, firstFailure, seconds } = await run(
  config.requests,
  config.maxSeconds,
);
times.sort((a, b) => a - b);
const result: LoadResult = {
  requests: sent,
  seconds,
  perSecond: sent / seconds,
  p50: percentile(times, 50),
  p99: percentile(times, 99),
  max: times.at(-1) ?? Number.NaN,
  latencies: times.map((ms) => Math.round(ms * 1000) / 1000),
  statuses,
  non2xx: Object.entries(statuses).reduce((sum, [s, n]) => (Number(s) >= 300 ? sum + n : sum), 0) + errors,
  errors,
  firstFailure,
};
await pool.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
