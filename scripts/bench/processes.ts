import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { ServiceSpec } from '../supervisor';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A TypeScript entry point as its own process, as the launcher runs it. */
export function tsxService(
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
  args: string[] = [],
): ServiceSpec {
  // `BENCH_CPU_PROF=command-api,projections`: V8 CPU profiles of those services, written on exit.
  const profiled = (process.env.BENCH_CPU_PROF ?? '').split(',').includes(name);
  const profile = profiled
    ? ['--cpu-prof', `--cpu-prof-dir=${join(tmpdir(), 'lavadero-bench-profiles', name)}`]
    : [];
  return {
    name,
    command: process.execPath,
    args: [...profile, '--import', 'tsx', `${root}${script}`, ...args],
    env,
  };
}

/** The environment without the variables that pick a mode, so each service gets only its own. */
export function baseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'EVENTSTORE_URL', 'EVENT_STORE', 'PORT', 'DATA_DIR'])
    delete env[key];
  return env;
}

export async function waitForHealth(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving one database, by pid, with the CPU each has used. */
export async function backendCpu(pool: pg.Pool, database: string): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [
    database,
  ]);
  return new Map(rows.map((r) => [r.pid, cpuSeconds(r.pid)]));
}

/** Committed transactions in one database so far (backends report theirs within about 10 s). */
export async function committedTransactions(pool: pg.Pool, database: string): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    'SELECT xact_commit::text AS n FROM pg_stat_database WHERE datname = $1',
    [database],
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Added to every port an HTTP bench part listens on (`BENCH_PORT_OFFSET`, default 0), so that two
 * checkouts on one machine can run the same part at once without answering each other's load.
 */
export function benchPort(port: number): number {
  const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
  if (!Number.isInteger(offset) || offset < 0) throw new Error('BENCH_PORT_OFFSET must be a whole number');
  return port + offset;
}
