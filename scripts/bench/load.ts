import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type BenchRow, percentile } from './measure';

const generator = fileURLToPath(new URL('./load-generator.ts', import.meta.url));

export interface LoadConfig {
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly headers?: Record<string, string>;
  /** Sent as is but for `{{seq}}`, `{{uuid}}` and `{{mod:N}}`, replaced per request (load-generator.ts). */
  readonly body?: string;
  readonly requests: number;
  readonly connections: number;
  /** Stop sending once this long has passed, even short of `requests` (then `requests` says how many). */
  readonly maxSeconds?: number;
  /** Requests sent first on the same connections and left out of the figures. */
  readonly warmUp?: number;
  /** Set by `load`: makes `{{seq}}` unique across runs against the same server. */
  readonly tag?: string;
}

export interface LoadResult {
  /** Requests sent: `requests` asked for, or fewer when `maxSeconds` cut the run short. */
  readonly requests: number;
  readonly seconds: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  /** Every request's latency in ms, fastest first: runs combine exactly (`combined`). */
  readonly latencies: readonly number[];
  /** Answers by HTTP status. */
  readonly statuses: Record<string, number>;
  /** Answers of 300 or more, plus requests that got no answer at all. */
  readonly non2xx: number;
  readonly errors: number;
  /** The first failure's status and body (or error), to say why. */
  readonly firstFailure: string | null;
}

/** Drives `config` from the generator's own process and returns what it measured. */
export async function load(config: LoadConfig): Promise<LoadResult> {
  const full: LoadConfig = { tag: randomBytes(4).toString('hex').slice(0, 6), ...config };
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', generator, JSON.stringify(full)],
    { maxBuffer: 1 << 24 },
  );
  const result = JSON.parse(stdout) as LoadResult;
  if (result.firstFailure) console.error(`  ${config.method} ${config.url}: ${result.firstFailure}`);
  return result;
}

/** A POST of a JSON body with an optional session cookie. */
export function postJson(
  url: string,
  body: unknown,
  cookie = '',
): Pick<LoadConfig, 'url' | 'method' | 'headers' | 'body'> {
  return {
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
    body: JSON.stringify(body),
  };
}

/** Throughput, p50, p99 and the failures of one run: failures are printed, never dropped. */
export function loadRows(name: string, r: LoadResult, unit: string): BenchRow[] {
  const statuses = Object.entries(r.statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(', ');
  return [
    { name, value: r.perSecond, unit },
    { name: `${name} p50`, value: r.p50, unit: 'ms' },
    { name: `${name} p99`, value: r.p99, unit: 'ms' },
    {
      name: `${name} non-2xx`,
      value: r.non2xx,
      unit: `of ${r.requests} (${statuses}${r.errors ? `, ${r.errors} without answer` : ''})`,
      decimals: 0,
    },
  ];
}

/** Ours beside the plain route doing the same work, as the issue's targets are stated. */
export function ratioRow(name: string, ours: LoadResult, plain: LoadResult, detail = ''): BenchRow {
  return {
    name,
    value: ours.perSecond / plain.perSecond,
    unit: `× plain (p99 ${ours.p99.toFixed(1)} vs ${plain.p99.toFixed(1)} ms${detail})`,
    decimals: 2,
  };
}

/** How many runs each side of a comparison gets (`inTurns`). */
export const TURNS = 4;

/**
 * Runs each side `turns` times, taking turns in the order A B … then … B A, again and again (A B B A
 * A B B A for two sides): a shared machine that speeds up or slows down during the comparison does
 * so for every side alike. One pair of single runs, measured the same way, gave ratios from 0.39 to
 * 0.53 on this machine for the same two routes. Returns each side's runs, in the sides' order.
 */
export async function inTurns<const Sides extends readonly (() => Promise<LoadResult>)[]>(
  sides: Sides,
  turns = TURNS,
): Promise<{ [K in keyof Sides]: LoadResult[] }> {
  const runs = sides.map((): LoadResult[] => []);
  const forward = sides.map((_, i) => i);
  for (let turn = 0; turn < turns; turn++) {
    for (const i of turn % 2 === 0 ? forward : forward.toReversed()) runs[i]!.push(await sides[i]!());
  }
  return runs as { [K in keyof Sides]: LoadResult[] };
}

/** Runs of one side as one: their requests over their time, percentiles over all their requests. */
export function combined(runs: readonly LoadResult[]): LoadResult {
  const requests = runs.reduce((n, r) => n + r.requests, 0);
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const r of runs)
    for (const [status, n] of Object.entries(r.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  return {
    requests,
    seconds,
    perSecond: requests / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    latencies,
    statuses,
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    firstFailure: runs.find((r) => r.firstFailure)?.firstFailure ?? null,
  };
}

/**
 * `ratioRow` of two sides' runs combined, with each run's throughput, so that the spread behind the
 * figure is printed beside it.
 */
export function ratioOfRunsRow(
  name: string,
  ours: readonly LoadResult[],
  plain: readonly LoadResult[],
): BenchRow {
  const detail = `; per run ${throughputs(ours)} vs ${throughputs(plain)} /s`;
  return ratioRow(name, combined(ours), combined(plain), detail);
}

/** Each run's requests per second, as `a/b/c/d`. */
export function throughputs(runs: readonly LoadResult[]): string {
  return runs.map((r) => r.perSecond.toFixed(0)).join('/');
}

/**
 * The generator's own ceiling against a server: a route that does nothing, driven the same way. A
 * ratio holds only when both sides stay well below the ceilings of the servers they run on.
 */
export async function ceilingRows(label: string, url: string): Promise<BenchRow[]> {
  const r = await load({ url, method: 'GET', requests: 5_000, connections: 8, warmUp: 1_000 });
  return loadRows(`generator ceiling: ${label} GET ${new URL(url).pathname} (8 conn)`, r, 'req/s');
}
