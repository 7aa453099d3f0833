import { defineConfig } from 'vitest/config';

// Two projects by what a test needs: `unit` is pure (no I/O), `int` talks to real PostgreSQL,
// PGlite and Redis. Browser tests run under Playwright (playwright.config.ts), not here.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Projects with different worker limits must run in separate groups.
          sequence: { groupOrder: 0 },
          include: ['{libs,services,apps,frontends,scripts}/**/*.unit.test.{ts,tsx}'],
          // Pure tests keep no state between files, so they share one module graph: importing it
          // afresh for each of ~180 files made the project take 106 s instead of 15.
          isolate: false,
          exclude: ['**/node_modules/**', '**/dist/**'],
        },
      },
      {
        test: {
          name: 'int',
          sequence: { groupOrder: 1 },
          include: ['{libs,services,apps,frontends,scripts}/**/*.int.test.ts', '*.int.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          // argon2 at its cheapest (passwords.ts): sign-ins and new users were much of this project's time.
          env: { INSECURE_TEST_PASSWORD_HASHING: '1' },
        },
      },
    ],
  },
});
