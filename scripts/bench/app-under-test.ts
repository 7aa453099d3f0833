import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../../services/command-api/test-support/scratch-database';
import { type ServiceSpec, Supervisor } from '../supervisor';
import { baseEnv, tsxService, waitForHealth } from './processes';

export const BENCH_ADMIN = { username: 'admin', password: 'BenchAdmin123' };

export interface AppUnderTest {
  /** The API's origin. */
  readonly base: string;
  stop(): Promise<void>;
}

/**
 * The app in one mode as the launcher runs it, each service its own process: the distributed mode
 * (command API, projections and fiscal worker) on a scratch PostgreSQL database and its own Redis
 * prefix, or the embedded mode on a scratch data folder. `besides` adds services started with the
 * same environment (a plain route on the same database); every one answers its health first.
 */
export async function startAppUnderTest(
  mode: 'distributed' | 'embedded',
  port: number,
  besides: (
    env: NodeJS.ProcessEnv,
  ) => readonly { readonly spec: ServiceSpec; readonly health: string }[] = () => [],
): Promise<AppUnderTest> {
  const scratch = mode === 'distributed' ? await createScratchDatabase() : null;
  const dataDir = mode === 'embedded' ? mkdtempSync(join(tmpdir(), 'bench-app-')) : null;
  // A plain route beside the embedded mode keeps its PGlite on disk too, so both pay the same storage.
  const plainDataDir = mode === 'embedded' ? mkdtempSync(join(tmpdir(), 'bench-plain-')) : null;
  const env = {
    ...baseEnv(),
    HOST: '127.0.0.1',
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ...(scratch && { DATABASE_URL: scratch.url }),
    ...(plainDataDir && { PLAIN_DATA_DIR: plainDataDir }),
  };
  const apiEnv = { ...env, PORT: String(port), SERVE_FRONTENDS: 'false' };
  const workers = {
    ...env,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `bench-${randomBytes(3).toString('hex')}`,
  };
  const others = besides(env);
  const services = new Supervisor(
    [
      ...others.map((other) => other.spec),
      ...(mode === 'distributed'
        ? [
            tsxService('command-api', 'services/command-api/src/main.ts', { ...workers, ...apiEnv }),
            tsxService('projections', 'services/projections/src/main.ts', workers),
            tsxService('fiscal-worker', 'services/fiscal-worker/src/main.ts', workers),
          ]
        : [tsxService('embedded', 'apps/embedded/src/main.ts', { ...apiEnv, DATA_DIR: dataDir! })]),
    ],
    { log: (line) => console.error(line) },
  );
  const stop = async () => {
    await services.stop();
    await scratch?.drop();
    for (const directory of [dataDir, plainDataDir]) {
      if (directory) rmSync(directory, { recursive: true, force: true });
    }
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    services.start();
    await waitForHealth(`${base}/api/health`);
    for (const other of others) await waitForHealth(other.health);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
