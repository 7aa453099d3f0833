import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const readme = read('../README.md');

/** The rows of the README's configuration table, split into their cells. */
function configurationRows(): string[][] {
  const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## In production'));
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) => line.split('|').slice(1));
}

describe('README', () => {
  it('lists every variable the configuration reads, each in a well-formed row', () => {
    const variables = [...read('../libs/platform/src/config.ts').matchAll(/^ {2}([A-Z][A-Z_]+):/gm)].map(
      (m) => m[1],
    );
    expect(variables).toContain('SECRETS_KEY');
    const rows = configurationRows();
    // Three cells and a closing bar: the last element after the closing '|' is empty.
    for (const row of rows) expect(row, row.join('|')).toHaveLength(4);
    const documented = rows.map((row) => row[0]).join(' ');
    for (const name of variables) expect(documented).toContain(`\`${name}\``);
  });

  it('gives a test command that does its own set-up, and CI runs just that command', () => {
    expect(readme).toContain('npm ci && npm test');
    expect(read('../scripts/test-all.sh')).toMatch(/^step .*bash scripts\/test-setup\.sh$/m);
    const ci = read('../.ci/run')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'));
    expect(ci).toEqual([
      'set -euo pipefail',
      'cd "$(dirname "$0")/.."',
      'npm ci --no-audit --no-fund',
      'npm test',
    ]);
  });
});
