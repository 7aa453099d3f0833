import { type ChildProcess, spawn } from 'node:child_process';
import pg from 'pg';

/**
 * `npm run start:distributed`: the production shape on one machine. Three services as separate
 * processes against PostgreSQL and Redis (EventStoreDB too when EVENTSTORE_URL is set), and the
 * four frontends each on its own origin, the shell proxying /api to the command API.
 */
const env = {
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lavadero',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  SESSION_SECRET: process.env.SESSION_SECRET ?? 'solo-para-desarrollo-local-cambiar-en-produccion',
};
const apiPort = Number(process.env.API_PORT ?? 5000);
const shellPort = Number(process.env.SHELL_PORT ?? 8080);
const remotePorts = { pos: shellPort + 1, operations: shellPort + 2, admin: shellPort + 3 };
const host = process.env.PUBLIC_HOST ?? '127.0.0.1';

await ensureDatabase(env.DATABASE_URL);

const manifest = Object.fromEntries(
  Object.entries(remotePorts).map(([name, port]) => [name, `http://${host}:${port}/remoteEntry.js`]),
);
const children: ChildProcess[] = [];
const run = (name: string, args: string[], extra: Record<string, string> = {}) => {
  const child = spawn('npx', ['tsx', ...args], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env, ...extra },
  });
  child.on('exit', (code) => {
    console.error(`[${name}] terminó con código ${code}`);
    shutdown(1);
  });
  children.push(child);
};

run('command-api', ['services/command-api/src/main.ts'], { PORT: String(apiPort), SERVE_FRONTENDS: 'false' });
run('projections', ['services/projections/src/main.ts']);
run('fiscal-worker', ['services/fiscal-worker/src/main.ts']);
for (const [name, port] of Object.entries(remotePorts)) {
  run(`remote-${name}`, ['scripts/serve-frontend.ts', `frontends/${name}/dist`, String(port)]);
}
run('shell', [
  'scripts/serve-frontend.ts',
  'frontends/shell/dist',
  String(shellPort),
  '--api',
  `http://127.0.0.1:${apiPort}`,
  '--manifest',
  JSON.stringify(manifest),
]);
console.log(`Sistema Lavadero (distribuido): http://${host}:${shellPort}`);

let stopping = false;
function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 2000).unref();
}
process.once('SIGINT', () => shutdown(0));
process.once('SIGTERM', () => shutdown(0));

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
