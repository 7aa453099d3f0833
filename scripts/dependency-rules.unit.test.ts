import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dependencies point one way (docs/architecture.md): libs never import services, apps or
 * frontends; no service imports another service; no remote imports another remote; and the
 * workspaces form no cycle, neither through their package.json edges (devDependencies included)
 * nor through what their source files (tests included) really import.
 */
const root = join(import.meta.dirname, '..');
const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };

interface Workspace {
  readonly name: string;
  readonly dir: string;
  readonly kind: string;
  readonly declared: Set<string>;
  readonly imported: Map<string, string>;
}

const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:from|import)\s*\(?\s*['"](@lavadero\/[a-z-]+|\.{1,2}\/[^'"]*)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

const workspaces: Workspace[] = rootPkg.workspaces.flatMap((pattern) => {
  const parent = join(root, pattern.replace('/*', ''));
  return readdirSync(parent)
    .filter((name) => existsSync(join(parent, name, 'package.json')))
    .map((name) => {
      const dir = join(parent, name);
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      const declared = new Set(
        [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].filter((d) =>
          d.startsWith('@lavadero/'),
        ),
      );
      const imported = new Map<string, string>();
      for (const file of sourceFiles(dir)) {
        for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
          if (!spec) continue;
          if (spec.startsWith('.')) {
            // A relative import must stay inside its own workspace; only build configs (vite) may
            // read a lib's plain data by path (the federation's list of shared packages).
            const target = resolve(dirname(file), spec);
            const outside = relative(dir, target).startsWith('..');
            const configIntoLib = file.endsWith('.config.ts') && relative(root, target).startsWith('libs/');
            if (outside && !configIntoLib)
              imported.set(`outside:${relative(root, target)}`, relative(root, file));
          } else if (spec !== pkg.name) imported.set(spec, relative(root, file));
        }
      }
      return { name: pkg.name as string, dir, kind: pattern.replace('/*', ''), declared, imported };
    });
});
const byName = new Map(workspaces.map((w) => [w.name, w]));
const REMOTES = new Set(['@lavadero/pos', '@lavadero/operations', '@lavadero/admin']);

function findCycle(edges: (w: Workspace) => Iterable<string>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (name: string): string[] | null => {
    if (state.get(name) === 'done') return null;
    if (state.get(name) === 'visiting') return [...stack.slice(stack.indexOf(name)), name];
    state.set(name, 'visiting');
    stack.push(name);
    const w = byName.get(name);
    for (const next of w ? edges(w) : []) {
      const cycle = byName.has(next) ? visit(next) : null;
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(name, 'done');
    return null;
  };
  for (const w of workspaces) {
    const cycle = visit(w.name);
    if (cycle) return cycle;
  }
  return null;
}

describe('dependency rules', () => {
  it('finds the workspaces', () => {
    expect(workspaces.length).toBeGreaterThanOrEqual(10);
  });

  it('has no cycle between workspaces through package.json (dev)dependencies', () => {
    expect(findCycle((w) => w.declared)).toBeNull();
  });

  it('has no cycle between workspaces through what the source files import', () => {
    expect(findCycle((w) => w.imported.keys())).toBeNull();
  });

  it('declares every workspace a source file imports, and imports nothing outside its workspace by path', () => {
    const undeclared = workspaces.flatMap((w) =>
      [...w.imported]
        .filter(([dep]) => !w.declared.has(dep))
        .map(([dep, file]) => `${w.name} -> ${dep} (${file})`),
    );
    expect(undeclared).toEqual([]);
  });

  it('keeps libs free of services, apps and frontends', () => {
    const wrong = workspaces
      .filter((w) => w.kind === 'libs')
      .flatMap((w) =>
        [...w.declared].filter((d) => byName.get(d)?.kind !== 'libs').map((d) => `${w.name} -> ${d}`),
      );
    expect(wrong).toEqual([]);
  });

  it('no service imports another service (only a composition root in apps/ may combine them)', () => {
    const wrong = workspaces
      .filter((w) => w.kind === 'services')
      .flatMap((w) =>
        [...w.declared].filter((d) => byName.get(d)?.kind === 'services').map((d) => `${w.name} -> ${d}`),
      );
    expect(wrong).toEqual([]);
  });

  it('the SIFEN simulator imports libs only (a double that shared the code it checks would prove nothing)', () => {
    const simulator = byName.get('@lavadero/sifen-simulator');
    expect(simulator).toBeDefined();
    const wrong = [...(simulator?.declared ?? []), ...(simulator?.imported.keys() ?? [])].filter(
      (d) => byName.get(d)?.kind !== 'libs',
    );
    // Nor the document library it verifies (libs/fiscal/src/sifen): its checks are its own.
    const sharing = sourceFiles(simulator?.dir ?? root).filter((file) =>
      /['"]@lavadero\/fiscal\/sifen/.test(readFileSync(file, 'utf8')),
    );
    expect([...wrong, ...sharing]).toEqual([]);
  });

  it('a remote never imports another remote (nor the shell)', () => {
    const wrong = workspaces
      .filter((w) => REMOTES.has(w.name))
      .flatMap((w) =>
        [...w.declared].filter((d) => byName.get(d)?.kind === 'frontends').map((d) => `${w.name} -> ${d}`),
      );
    expect(wrong).toEqual([]);
  });
});
