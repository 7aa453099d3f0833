import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(command, args, { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } });

// The browser run itself takes minutes (it is what `npm run test:e2e:at` is for); these check what
// decides what it runs.
describe('npm run test:e2e:at', () => {
  it('refuses a missing or unreadable moment before it sets anything up', () => {
    const missing = run('bash', ['scripts/e2e-at.sh']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("usage: npm run test:e2e:at -- 'YYYY-MM-DD HH:MM'");
    const unreadable = run('bash', ['scripts/e2e-at.sh', '31/12/2026']);
    expect(unreadable.status).toBe(2);
    expect(unreadable.stderr).toContain("'31/12/2026' is not a date and time");
  });

  it('runs the embedded project alone under E2E_MODE=embedded', () => {
    const list = (env: Record<string, string>) => {
      const listed = run('npx', ['playwright', 'test', '--list'], env);
      expect(listed.status, listed.stderr).toBe(0);
      return new Set([...listed.stdout.matchAll(/^\s+\[(\w+)\] ›/gm)].map((m) => m[1]));
    };
    expect(list({})).toEqual(new Set(['embedded', 'distributed']));
    expect(list({ E2E_MODE: 'embedded' })).toEqual(new Set(['embedded']));
  });
});
