import { defineConfig } from '@playwright/test';
import { simulatorCertificates } from './apps/sifen-simulator/src/certificates';

/**
 * Browser tests (e2e/*.e2e.test.ts) in Debian's Chromium (never `npx playwright install`), run
 * against both modes: Playwright starts an embedded server (fresh data folder) and the distributed
 * stack (three services, four frontends on their own origins, a fresh PostgreSQL database, Redis);
 * a test of the screens alone, tagged '@ui', runs against the embedded server only.
 * Frontends must be built first (`npm run build`). To run against a server that is already up, set
 * E2E_BASE_URL (and E2E_ADMIN_USER / E2E_ADMIN_PASSWORD).
 */
const external = process.env.E2E_BASE_URL;
process.env.E2E_ADMIN_USER ??= 'admin';
process.env.E2E_ADMIN_PASSWORD ??= 'E2eAdmin123';
// Every browser test signs in from 127.0.0.1: the per-IP login limit (10 a minute) is for real clients.
const admin = {
  ADMIN_USERNAME: process.env.E2E_ADMIN_USER,
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
  LOGIN_ATTEMPTS_PER_MINUTE: '1000',
  // argon2 at its cheapest (passwords.ts): every test signs in at least once.
  INSECURE_TEST_PASSWORD_HASHING: '1',
};
// E2E_PORT_OFFSET lets several checkouts run their browser tests at once on one machine.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = (base: number) => String(base + offset);
const EMBEDDED = `http://127.0.0.1:${port(5310)}`;
// The SIFEN simulator the electronic-invoice tests start keeps its CA in this folder; the fiscal
// workers must trust it from their start, before any test runs, so it is made (once) right here.
process.env.E2E_SIFEN_DIR ??= `.e2e-sifen${offset || ''}`;
const sifenCa = external ? null : simulatorCertificates(process.env.E2E_SIFEN_DIR).caPath;
const sifen: Record<string, string> = sifenCa ? { SIFEN_CA_FILE: sifenCa } : {};
const DISTRIBUTED = `http://127.0.0.1:${port(8390)}`;
// E2E_MODE=embedded starts and tests the embedded server alone: scripts/e2e-at.sh moves every clock
// to a chosen moment, and PostgreSQL's, which the distributed mode stamps events with, cannot be moved.
const embeddedOnly = process.env.E2E_MODE === 'embedded';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.e2e.test.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    browserName: 'chromium',
    locale: 'es-PY',
    viewport: { width: 1280, height: 800 },
    // The browser asks for less motion, which the stylesheet honours: no test waits for a dialog or
    // a toast to finish animating, and the renderer paints no frames for it (the suite took 15 %
    // less time). accessibility.e2e.test.ts checks both preferences.
    reducedMotion: 'reduce',
    // A failed test keeps its trace: every action with the page's DOM before and after it, and a
    // screenshot of the end. Not a screencast: recording one for every test, failed or not, was a
    // quarter of the suite's CPU (Chromium's compositor and the worker encoding frames).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
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
    },
  },
  projects: external
    ? [{ name: 'external', use: { baseURL: external } }]
    : [
        { name: 'embedded', use: { baseURL: EMBEDDED } },
        // A test tagged '@ui' checks the screens alone (layout, keyboard, accessibility, form rules):
        // both modes serve the same bundles and answer the same API, so it runs once, in the embedded project.
        { name: 'distributed', grepInvert: /@ui/, use: { baseURL: DISTRIBUTED } },
      ].filter((project) => !embeddedOnly || project.name === 'embedded'),
  webServer: external
    ? undefined
    : [
        {
          name: 'embedded',
          command: 'rm -rf .e2e-data && npx tsx apps/embedded/src/main.ts',
          url: `${EMBEDDED}/api/health`,
          env: {
            ...admin,
            ...sifen,
            DATA_DIR: '.e2e-data',
            PORT: port(5310),
            HOST: '127.0.0.1',
            LOG_LEVEL: 'warn',
          },
          reuseExistingServer: false,
          timeout: 120_000,
        },
        {
          name: 'distributed',
          command: 'npx tsx e2e/support/start-distributed-fresh.ts',
          url: `${DISTRIBUTED}/api/health`,
          env: {
            ...admin,
            ...sifen,
            DATABASE_URL: `postgres://postgres@127.0.0.1:5432/lavadero_e2e${offset || ''}`,
            REDIS_URL: 'redis://127.0.0.1:6379',
            QUEUE_PREFIX: `lavadero-e2e${offset || ''}`,
            API_PORT: port(5320),
            SHELL_PORT: port(8390),
            LOG_LEVEL: 'warn',
          },
          reuseExistingServer: false,
          timeout: 180_000,
        },
      ].filter((server) => !embeddedOnly || server.name === 'embedded'),
});
