import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The README and package.json promise Node 20; every installed package must accept it. Packages
// that moved on (cookie@2, content-disposition@3 ask for Node 22) are pinned in `overrides`.
const root = join(import.meta.dirname, '..');
const declared = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node as string;
const lowest = semver.minVersion(declared)?.version ?? '20.19.0';

function* packageJsons(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === '.bin' || entry.name === '.cache') continue;
    const path = join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      yield* packageJsons(path);
      continue;
    }
    try {
      readFileSync(join(path, 'package.json'));
      yield join(path, 'package.json');
    } catch {
      continue;
    }
    const nested = join(path, 'node_modules');
    try {
      readdirSync(nested);
      yield* packageJsons(nested);
    } catch {}
  }
}

describe('Node engine', () => {
  it(`every installed package admits the Node the project declares (${declared})`, () => {
    const refusing: string[] = [];
    let scanned = 0;
    for (const file of packageJsons(join(root, 'node_modules'))) {
      scanned++;
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as {
        name?: string;
        version?: string;
        engines?: { node?: string };
      };
      const wanted = pkg.engines?.node;
      if (wanted && semver.validRange(wanted) && !semver.satisfies(lowest, wanted)) {
        refusing.push(`${pkg.name}@${pkg.version} (node ${wanted})`);
      }
    }
    expect(scanned).toBeGreaterThan(100);
    expect(refusing).toEqual([]);
  });
});
