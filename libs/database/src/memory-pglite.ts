import { createHash, randomUUID } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * A new in-memory PGlite ('memory://': the throwaway databases of the tests and the bench).
 *
 * Most of a new PGlite's start is initdb (1.0 s of 1.3 on a quiet machine; the integration tests
 * make a hundred of them, two at a time, at 2.5 s each), and initdb always makes the same cluster.
 * The first one made is therefore kept as a tar in the system's temporary folder, named after the
 * PGlite build that made it, and every later one, in any process, starts from a copy of it (0.3 s).
 */
export async function createMemoryPglite(): Promise<PGlite> {
  const template = await templatePath();
  const files = await readFile(template).catch(() => null);
  if (files) {
    try {
      return await PGlite.create({ loadDataDir: new Blob([files]) });
    } catch {
      // A template this build cannot load: made again below.
    }
  }
  const pglite = await PGlite.create();
  // Without a template (a full disk, a read-only folder), the next one runs initdb too.
  await keepAsTemplate(pglite, template).catch(() => undefined);
  return pglite;
}

async function keepAsTemplate(pglite: PGlite, template: string): Promise<void> {
  const dump = await pglite.dumpDataDir('none');
  // Written aside, then renamed (atomic): a process starting meanwhile reads all of it or none.
  const partial = `${template}.${randomUUID()}`;
  try {
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, template);
  } finally {
    await rm(partial, { force: true });
  }
}

let templateFile: Promise<string> | undefined;

/** The template's file: one per PGlite build, told apart by a digest of its initdb (read once). */
function templatePath(): Promise<string> {
  templateFile ??= digestedTemplatePath();
  return templateFile;
}

async function digestedTemplatePath(): Promise<string> {
  const initdb = await readFile(createRequire(import.meta.url).resolve('@electric-sql/pglite/initdb.wasm'));
  const build = createHash('sha256').update(initdb).digest('hex').slice(0, 16);
  return join(tmpdir(), `lavadero-pglite-cluster-${build}.tar`);
}
