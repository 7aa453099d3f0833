import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { type BenchRow, percentile, printTable } from './measure';

/**
 * The first screen as a person meets it (issue 12, item 10): a production build served by the real
 * server (embedded mode, as `npm start`), opened in Debian's Chromium with an empty cache each time.
 *
 * - JavaScript before the login form is usable: every .js the page fetched until the form was on
 *   screen with the cursor in 'Usuario', counted as files, bytes, and bytes once gzipped (level 6,
 *   what a server or CDN would send; measured here so the figure does not depend on the server's own
 *   compression).
 * - Login form interactive: from the navigation's start to that moment (React has attached its
 *   handlers by then: autoFocus runs in the commit).
 * - Login click to dashboard: from the click on 'Iniciar Sesión' to the dashboard's title on screen.
 *
 * `FRONTENDS_DIR` (or the first argument) measures another build, e.g. the one before a change.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const ADMIN = { username: 'admin', password: 'BenchAdmin123' };

// Installed before any page script: records when the login form and the dashboard first appear.
const MARKS = `(() => {
  const marks = (window.__benchMarks = {});
  const check = () => {
    const active = document.activeElement;
    if (!marks.loginReady && active && active.id === 'username' &&
        [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Iniciar Sesión'))
      marks.loginReady = performance.now();
    if (marks.clicked && !marks.dashboard &&
        [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === 'Dashboard'))
      marks.dashboard = performance.now();
  };
  addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('button[type=submit]')) marks.clicked = performance.now();
  }, true);
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener('focusin', check, true);
})();`;

interface Marks {
  loginReady?: number;
  clicked?: number;
  dashboard?: number;
}

interface Run {
  files: number;
  bytes: number;
  gzipBytes: number;
  interactiveMs: number;
  loginToDashboardMs: number;
}

async function freePort(): Promise<number> {
  return await new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function startServer(frontendsDir: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lavadero-login-bench-'));
  // Embedded mode whatever this shell has set: no DATABASE_URL, REDIS_URL or EVENTSTORE_URL.
  const { DATABASE_URL, REDIS_URL, EVENTSTORE_URL, EVENT_STORE, ...inherited } = process.env;
  const child: ChildProcess = spawn('npx', ['tsx', 'apps/embedded/src/main.ts'], {
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      FRONTENDS_DIR: frontendsDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // Every run signs in from this one address.
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 120_000; waited += 250) {
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error('The server did not answer /api/health within 2 minutes');
}

async function measureOnce(browser: Browser, url: string): Promise<Run> {
  // bypassCSP: the marks are an init script, which a strict Content-Security-Policy would refuse.
  const context = await browser.newContext({ bypassCSP: true, locale: 'es-PY' });
  await context.addInitScript(MARKS);
  const page = await context.newPage();
  const bodies = new Map<string, Buffer>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js'))
      response.body().then(
        (body) => bodies.set(response.url(), body),
        () => {},
      );
  });
  await page.goto(url);
  await page.waitForFunction(() => (window as { __benchMarks?: Marks }).__benchMarks?.loginReady);
  const { loginReady, jsBefore } = await page.evaluate(() => {
    const ready = (window as { __benchMarks?: Marks }).__benchMarks?.loginReady ?? 0;
    const js = performance
      .getEntriesByType('resource')
      .filter(
        (e) =>
          new URL(e.name).pathname.endsWith('.js') && (e as PerformanceResourceTiming).responseEnd <= ready,
      )
      .map((e) => e.name);
    return { loginReady: ready, jsBefore: js };
  });
  // Bodies arrive asynchronously in this process; wait until every counted file has one.
  for (let i = 0; i < 100 && jsBefore.some((u) => !bodies.has(u)); i++) await page.waitForTimeout(20);
  const files = jsBefore.map((u) => bodies.get(u) ?? Buffer.alloc(0));
  // BENCH_VERBOSE=1 lists what was counted, to see what weighs on the first screen.
  if (process.env.BENCH_VERBOSE)
    for (const [i, u] of jsBefore.entries())
      console.error(
        `${(gzipSync(files[i]!).length / 1024).toFixed(1).padStart(7)} KiB gz  ${new URL(u).pathname}`,
      );

  await page.getByLabel('Usuario').fill(ADMIN.username);
  await page.getByPlaceholder('Ingrese su contraseña').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForFunction(() => (window as { __benchMarks?: Marks }).__benchMarks?.dashboard);
  const marks = await page.evaluate(() => (window as { __benchMarks?: Marks }).__benchMarks as Marks);
  await context.close();
  return {
    files: files.length,
    bytes: files.reduce((sum, b) => sum + b.length, 0),
    gzipBytes: files.reduce((sum, b) => sum + gzipSync(b, { level: 6 }).length, 0),
    interactiveMs: loginReady,
    loginToDashboardMs: (marks.dashboard ?? Number.NaN) - (marks.clicked ?? Number.NaN),
  };
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export async function benchLoginPage(frontendsDir = resolve('frontends')): Promise<BenchRow[]> {
  const server = await startServer(frontendsDir);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    await measureOnce(browser, server.url); // warms the server (first argon2 check, file reads)
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(browser, server.url));
    return [
      {
        name: 'login page: JS files before the form is usable',
        value: median(runs.map((r) => r.files)),
        unit: 'files',
      },
      {
        name: 'login page: JS before the form is usable',
        value: median(runs.map((r) => r.bytes)) / 1024,
        unit: 'KiB',
      },
      {
        name: 'login page: JS before the form is usable, gzipped',
        value: median(runs.map((r) => r.gzipBytes)) / 1024,
        unit: 'KiB',
      },
      {
        name: 'login page: form interactive (median)',
        value: median(runs.map((r) => r.interactiveMs)),
        unit: 'ms',
      },
      {
        name: 'login page: click to dashboard (median)',
        value: median(runs.map((r) => r.loginToDashboardMs)),
        unit: 'ms',
      },
    ];
  } finally {
    await browser.close();
    server.stop();
  }
}

// `tsx scripts/bench/login-page-bench.ts [frontendsDir]`: this measure alone.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  printTable(await benchLoginPage(resolve(process.argv[2] ?? process.env.FRONTENDS_DIR ?? 'frontends')));
}
