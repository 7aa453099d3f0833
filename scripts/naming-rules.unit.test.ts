import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One name per kind of file (docs/architecture.md, "Rules every part follows"): a file that exports
 * a decider is `<entity>-decide.ts`; a pure list filter is `<thing>-filter.ts` and the toolbar that
 * edits it `<thing>-filters.tsx`. Checked here so that a new slice cannot drift back.
 */
const root = join(import.meta.dirname, '..');

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, pattern);
    return pattern.test(name) ? [relative(root, path)] : [];
  });
}

const source = (pattern: RegExp) => (dir: string) =>
  files(join(root, dir), pattern).filter((f) => !/\.(unit|int|e2e)\.test\.tsx?$/.test(f));

describe('naming rules', () => {
  it('names every file that exports a decider <entity>-decide.ts', () => {
    const deciders = source(/\.ts$/)('libs/domain/src').filter((f) =>
      /^export const \w+Decider\b/m.test(readFileSync(join(root, f), 'utf8')),
    );
    expect(deciders.length).toBeGreaterThan(10);
    expect(deciders.filter((f) => !f.endsWith('-decide.ts'))).toEqual([]);
  });

  it('names list filters <thing>-filter.ts and their toolbars <thing>-filters.tsx', () => {
    const filterFiles = source(/filter/i)('frontends');
    expect(filterFiles.length).toBeGreaterThan(5);
    expect(filterFiles.filter((f) => !/[a-z]-filter\.ts$|[a-z]-filters\.tsx$/.test(f))).toEqual([]);
  });
});
