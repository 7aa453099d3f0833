import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it.
 * The lock file holds the owner's pid; a lock left by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(dataDir: string, purpose: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'lavadero.lock');
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; purpose: string };
    if (owner.pid !== process.pid && isRunning(owner.pid)) {
      throw new Error(
        `La carpeta de datos ${dataDir} está en uso por otro proceso (pid ${owner.pid}, ${owner.purpose}). Deténgalo primero.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
  }
  writeFileSync(file, JSON.stringify({ pid: process.pid, purpose }));
  return () => rmSync(file, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
