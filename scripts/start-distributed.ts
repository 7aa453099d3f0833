import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type ServiceSpec, Supervisor } from './supervisor';

/**
 * `npm run start:distributed`: the production shape on one machine. Three services as separate
 * processes against PostgreSQL and Redis (EventStoreDB too when EVENTSTORE_URL is set), and the
 * four frontends each on its own origin, the shell proxying /api to the command API. PORT (or
 * SHELL_PORT) is the public port, the shell's, as PORT is `npm start`'s.
 *
 * REPLICAS=2 (or more) starts that many of each service: the command APIs on consecutive ports
 * from API_PORT, taken in turn by the shell's proxy, and as many projection services and fiscal
 * workers, all on the one PostgreSQL and Redis (see "Several of each" in docs/architecture.md).
 *
 * Supervised: a child that dies is started again with a growing delay while the others carry on;
 * Ctrl+C or SIGTERM stops every child and whatever it started.
 */
const env = {
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lavadero',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  SESSION_SECRET: process.env.SESSION_SECRET ?? 'solo-para-desarrollo-local-cambiar-en-produccion',
};
const shellPort = Number(process.env.PORT ?? process.env.SHELL_PORT ?? 8080);
const remotePorts = { pos: shellPort + 1, operations: shellPort + 2, admin: shellPort + 3 };
const replicas = Number(process.env.REPLICAS ?? 1);
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 16) {
  console.error('REPLICAS debe ser un número entero entre 1 y 16');
  process.exit(1);
}
const taken = new Set([shellPort, ...Object.values(remotePorts)]);
const requestedApiPort = Number(process.env.API_PORT ?? 5000);
const apiPorts = Array.from({ length: replicas }, (_, i) => requestedApiPort + i);
const firstApiPort = apiPorts.some((port) => taken.has(port)) ? shellPort + 4 : requestedApiPort;
const apiUrls = apiPorts.map((_, i) => `http://127.0.0.1:${firstApiPort + i}`);
const host = process.env.PUBLIC_HOST ?? '127.0.0.1';

await ensureDatabase(env.DATABASE_URL);

const manifest = Object.fromEntries(
  Object.entries(remotePorts).map(([name, port]) => [name, `http://${host}:${port}/remoteEntry.js`]),
);
const exitWithParent = fileURLToPath(new URL('./exit-with-parent.ts', import.meta.url));
// `node --import tsx` instead of `npx tsx`: one process per service, nothing in between to orphan.
const tsx = (name: string, args: string[], extra: Record<string, string> = {}): ServiceSpec => ({
  name,
  command: process.execPath,
  args: ['--import', 'tsx', '--import', exitWithParent, ...args],
  env: { ...process.env, ...env, ...extra },
});

/** `name`, or `name-1`, `name-2`, ... when there are several. */
const replicaName = (name: string, i: number) => (replicas === 1 ? name : `${name}-${i + 1}`);
const each = (make: (i: number) => ServiceSpec) => Array.from({ length: replicas }, (_, i) => make(i));

const supervisor = new Supervisor([
  ...each((i) =>
    tsx(replicaName('command-api', i), ['services/command-api/src/main.ts'], {
      PORT: String(firstApiPort + i),
      SERVE_FRONTENDS: 'false',
      // The shell's proxy on this machine says who each client is (and nobody else may).
      TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
    }),
  ),
  ...each((i) => tsx(replicaName('projections', i), ['services/projections/src/main.ts'])),
  ...each((i) => tsx(replicaName('fiscal-worker', i), ['services/fiscal-worker/src/main.ts'])),
  ...Object.entries(remotePorts).map(([name, port]) =>
    tsx(`remote-${name}`, ['scripts/serve-frontend.ts', `frontends/${name}/dist`, String(port)]),
  ),
  tsx('shell', [
    'scripts/serve-frontend.ts',
    'frontends/shell/dist',
    String(shellPort),
    '--api',
    apiUrls.join(','),
    '--manifest',
    JSON.stringify(manifest),
  ]),
]);
supervisor.start();
const apiPortsText = apiUrls.map((url) => new URL(url).port).join(', :');
console.log(`Sistema Lavadero (distribuido): http://${host}:${shellPort} (API en :${apiPortsText})`);

const shutdown = async () => {
  await supervisor.stop();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

/** Creates the database named in the URL when it does not exist yet (first run). */
async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  await client.end();
}
