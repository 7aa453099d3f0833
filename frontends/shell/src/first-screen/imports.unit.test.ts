import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The first screen shows the login before the federation runtime loads (vite-first-screen.ts), and the
 * shell shows the same login: a value imported here from a federation-shared package (lucide-react,
 * @lavadero/ui's components, react-query...) would make the login wait for that runtime again.
 * Type-only imports vanish from the build and may come from anywhere.
 */
const ALLOWED = new Set(['react', 'react-dom/client', '@lavadero/ui/lib/theme']);
const VALUE_IMPORT = /^import\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gm;

const modules = readdirSync(import.meta.dirname).filter(
  (name) => /\.tsx?$/.test(name) && !name.includes('.unit.test.'),
);

describe('the first screen', () => {
  it.each(modules)('%s imports values only from its own folder, React and the theme', (name) => {
    const source = readFileSync(join(import.meta.dirname, name), 'utf8');
    const imported = [...source.matchAll(VALUE_IMPORT)].map(([, from]) => from ?? '');
    expect(imported.filter((from) => !from.startsWith('./') && !ALLOWED.has(from))).toEqual([]);
  });
});
