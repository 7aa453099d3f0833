import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfChanged, buildInputs, listWorkspaces } from './build-if-changed';

// A small monorepo on disk shaped like this one (two frontends sharing a ui lib that depends on a
// contracts lib, a vite config importing a file outside its folder, a lockfile), built by the real
// `npm run build --workspace` running each frontend's build script.
let root: string;
const builds = () => readFileSync(join(root, 'builds.log'), 'utf8').trim().split('\n').filter(Boolean);
const write = (path: string, content: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};
const run = () => buildIfChanged({ root, frontends: ['frontends/app', 'frontends/admin'], log: () => {} });

// Writes dist/index.html and records which frontend was built, like a real build leaves its output.
const BUILD_SCRIPT = `import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
mkdirSync('dist', { recursive: true });
writeFileSync('dist/index.html', '<!doctype html>');
appendFileSync('../../builds.log', basename(process.cwd()) + '\\n');
`;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'build-if-changed-'));
  write('package.json', JSON.stringify({ name: 'fx', private: true, workspaces: ['libs/*', 'frontends/*'] }));
  write('package-lock.json', '{"lockfileVersion":3}');
  write('builds.log', '');
  write('libs/contracts/package.json', JSON.stringify({ name: '@fx/contracts' }));
  write('libs/contracts/src/customer.ts', 'export const a = 1;');
  write('libs/ui/package.json', JSON.stringify({ name: '@fx/ui', dependencies: { '@fx/contracts': '0' } }));
  write('libs/ui/src/button.tsx', 'export const b = 1;');
  write('libs/unused/package.json', JSON.stringify({ name: '@fx/unused' }));
  write('libs/unused/src/x.ts', 'export const x = 1;');
  write('scripts/vite-plugin.ts', 'export const p = 1;');
  for (const name of ['app', 'admin']) {
    const deps = name === 'app' ? { '@fx/ui': '0', react: '19' } : {};
    write(
      `frontends/${name}/package.json`,
      JSON.stringify({ name: `@fx/${name}`, scripts: { build: 'node build.mjs' }, dependencies: deps }),
    );
    write(`frontends/${name}/build.mjs`, BUILD_SCRIPT);
    write(`frontends/${name}/src/main.tsx`, 'export const m = 1;');
    write(
      `frontends/${name}/vite.config.ts`,
      "import { p } from '../../scripts/vite-plugin';\nexport default p;",
    );
  }
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('buildIfChanged', () => {
  it('builds every frontend the first time, and none on the next start', async () => {
    expect(await run()).toEqual({ built: ['frontends/app', 'frontends/admin'], upToDate: [] });
    expect(builds()).toEqual(['app', 'admin']);

    expect(await run()).toEqual({ built: [], upToDate: ['frontends/app', 'frontends/admin'] });
    expect(builds()).toEqual(['app', 'admin']);
  });

  it('rebuilds only the frontend whose own source changed', async () => {
    write('frontends/admin/src/main.tsx', 'export const m = 2;');
    expect((await run()).built).toEqual(['frontends/admin']);
  });

  it('rebuilds the frontends that use a changed library, even through another library', async () => {
    write('libs/contracts/src/customer.ts', 'export const a = 2;');
    expect((await run()).built).toEqual(['frontends/app']);
    write('libs/ui/src/button.tsx', 'export const b = 2;');
    expect((await run()).built).toEqual(['frontends/app']);
    write('libs/unused/src/x.ts', 'export const x = 2;');
    expect((await run()).built).toEqual([]);
  });

  it('rebuilds everything when the lockfile or a file the vite config imports changes', async () => {
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect((await run()).built).toEqual(['frontends/app', 'frontends/admin']);
    write('scripts/vite-plugin.ts', 'export const p = 2;');
    expect((await run()).built).toEqual(['frontends/app', 'frontends/admin']);
  });

  it('ignores tests beside the code, and rebuilds when the output is gone', async () => {
    write('libs/ui/src/button.unit.test.tsx', 'test');
    expect((await run()).built).toEqual([]);
    rmSync(join(root, 'frontends/app/dist'), { recursive: true });
    expect((await run()).built).toEqual(['frontends/app']);
  });

  it('after a failed build, tries again on the next start', async () => {
    write('frontends/app/src/main.tsx', 'export const m = 3;');
    write('frontends/app/build.mjs', 'process.exit(1);');
    await expect(run()).rejects.toThrow('falló');
    write('frontends/app/build.mjs', BUILD_SCRIPT);
    expect((await run()).built).toEqual(['frontends/app']);
  });
});

describe('buildInputs of this repository', () => {
  it('cover the frontend, the libraries it imports, its vite config imports and the lockfile', () => {
    const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
    const inputs = buildInputs(repo, join(repo, 'frontends/shell'), listWorkspaces(repo)).map((p) =>
      p.slice(repo.length + 1),
    );
    expect(inputs).toEqual(
      expect.arrayContaining([
        'frontends/shell',
        'libs/ui',
        'libs/contracts',
        'libs/fiscal',
        'libs/ui/src/federation/shared.ts',
        'scripts/vite-precompress.ts',
        'package-lock.json',
      ]),
    );
    expect(inputs).not.toContain('services/command-api');
    expect(inputs).not.toContain('libs/domain');
  });
});
