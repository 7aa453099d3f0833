/**
 * The build step of `npm start`: builds a frontend only when what its build reads changed since its
 * last successful build, so a second start serves at once instead of rebuilding for 45 s.
 *
 * A frontend's build reads: its own folder; every workspace package it depends on, transitively
 * (libs/ui, libs/contracts and what they depend on); the files its vite.config.ts imports by relative
 * path (the federation's shared list, the precompression plugin); the root package.json, lockfile and
 * tsconfig. Their contents are hashed (not their times: a checkout or copy changes times, not
 * contents) and the hash of the last successful build is kept in node_modules/.cache, which
 * `npm ci` empties along with the dependencies it replaces.
 *
 *   tsx scripts/build-if-changed.ts
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Files that never reach a bundle: tests beside the code, build output, installed packages. */
const IGNORED_DIRS = new Set(['node_modules', 'dist', 'coverage']);
const IGNORED_FILE = /\.(?:unit|int|e2e)\.test\.tsx?$|\.tsbuildinfo$/;
const ROOT_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.json'];

interface Workspace {
  readonly name: string;
  readonly dir: string;
  readonly dependencies: readonly string[];
}

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** The workspaces of the root package.json (`libs/*` style patterns), by package name. */
export function listWorkspaces(root: string): Map<string, Workspace> {
  const patterns = (readJson(join(root, 'package.json')).workspaces ?? []) as string[];
  const workspaces = new Map<string, Workspace>();
  for (const pattern of patterns) {
    const parent = join(root, pattern.replace(/\/\*$/, ''));
    const dirs = pattern.endsWith('/*')
      ? readdirSync(parent, { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => join(parent, e.name))
      : [parent];
    for (const dir of dirs) {
      if (!existsSync(join(dir, 'package.json'))) continue;
      const manifest = readJson(join(dir, 'package.json'));
      const dependencies = Object.keys({
        ...(manifest.dependencies as object | undefined),
        ...(manifest.devDependencies as object | undefined),
      });
      workspaces.set(String(manifest.name), { name: String(manifest.name), dir, dependencies });
    }
  }
  return workspaces;
}

/** Files a config imports by relative path (`from '../../libs/ui/src/federation/shared'`). */
function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const base = resolve(dirname(file), match[1] as string);
    const candidate = [base, `${base}.ts`, `${base}.js`, `${base}.mjs`].find(
      (c) => existsSync(c) && statSync(c).isFile(),
    );
    if (candidate) found.push(candidate);
  }
  return found;
}

/** Every file or folder whose content the frontend in `dir` is built from. */
export function buildInputs(root: string, dir: string, workspaces: Map<string, Workspace>): string[] {
  const inputs = new Set<string>(ROOT_INPUTS.map((f) => join(root, f)).filter((f) => existsSync(f)));
  const own = [...workspaces.values()].find((w) => resolve(w.dir) === resolve(dir));
  const pending = [...(own?.dependencies ?? [])];
  const seen = new Set<string>();
  inputs.add(resolve(dir));
  while (pending.length > 0) {
    const name = pending.pop() as string;
    const workspace = workspaces.get(name);
    if (!workspace || seen.has(name)) continue;
    seen.add(name);
    inputs.add(resolve(workspace.dir));
    pending.push(...workspace.dependencies);
  }
  for (const config of ['vite.config.ts', 'vite.config.js', 'vite.config.mjs']) {
    const file = join(dir, config);
    if (existsSync(file)) for (const imported of relativeImports(file)) inputs.add(imported);
  }
  return [...inputs].sort();
}

function filesUnder(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  const files: string[] = [];
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || IGNORED_DIRS.has(entry.name)) continue;
    const child = join(path, entry.name);
    if (entry.isDirectory()) files.push(...filesUnder(child));
    else if (entry.isFile() && !IGNORED_FILE.test(entry.name)) files.push(child);
  }
  return files;
}

/** sha256 over the relative path and the content of every input file, in a stable order. */
export function hashInputs(root: string, inputs: readonly string[]): string {
  const files = [...new Set(inputs.flatMap(filesUnder))].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export interface BuildIfChangedOptions {
  readonly root: string;
  /** Frontend folders relative to root, built in this order. */
  readonly frontends: readonly string[];
  /** Runs one frontend's build; rejects when it fails. */
  readonly build?: (dir: string) => Promise<void>;
  readonly log?: (line: string) => void;
}

/** `npm run build` of one workspace, its output shown as it goes. */
export function npmBuild(root: string) {
  return (dir: string) =>
    new Promise<void>((done, fail) => {
      const child = spawn('npm', ['run', 'build', '--workspace', relative(root, dir)], {
        cwd: root,
        stdio: 'inherit',
      });
      child.on('error', fail);
      child.on('exit', (code) =>
        code === 0 ? done() : fail(new Error(`La compilación de ${dir} falló (${code})`)),
      );
    });
}

export async function buildIfChanged(options: BuildIfChangedOptions) {
  const { root, log = console.log } = options;
  const build = options.build ?? npmBuild(root);
  const workspaces = listWorkspaces(root);
  const stamps = join(root, 'node_modules', '.cache', 'lavadero-build');
  const built: string[] = [];
  const upToDate: string[] = [];
  for (const frontend of options.frontends) {
    const dir = join(root, frontend);
    const stamp = join(stamps, `${frontend.replaceAll('/', '__')}.sha256`);
    const hash = hashInputs(root, buildInputs(root, dir, workspaces));
    const output = join(dir, 'dist', 'index.html');
    if (existsSync(output) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
      upToDate.push(frontend);
      continue;
    }
    log(`Compilando ${frontend}: cambió desde la última compilación`);
    // A build that fails half-way must not leave the previous stamp claiming its output is current.
    rmSync(stamp, { force: true });
    await build(dir);
    mkdirSync(stamps, { recursive: true });
    writeFileSync(stamp, hash);
    built.push(frontend);
  }
  if (upToDate.length > 0) log(`Sin cambios, no se recompila: ${upToDate.join(', ')}`);
  return { built, upToDate };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const frontends = readdirSync(join(root, 'frontends'), { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(root, 'frontends', e.name, 'package.json')))
    .map((e) => `frontends/${e.name}`)
    .sort();
  buildIfChanged({ root, frontends }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
