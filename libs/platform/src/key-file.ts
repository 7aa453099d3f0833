import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A 32-byte key: from configuration when set (any text, hashed to 32 bytes; every process that must
 * share the key is given the same text), else a random one kept in `fileName` under the data folder,
 * created with mode 0600 so only the service's user can read it, and found again at the next start.
 */
export async function resolveKey(secret: string | null, dataDir: string, fileName: string): Promise<Buffer> {
  if (secret) return createHash('sha256').update(secret).digest();
  const file = join(dataDir, fileName);
  try {
    const key = await readFile(file);
    if (key.length === 32) return key;
  } catch {
    // first start: no key yet
  }
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, randomBytes(32), { mode: 0o600, flag: 'wx' }).catch(
    (error: NodeJS.ErrnoException) => {
      // Another process created it first: use theirs.
      if (error.code !== 'EEXIST') throw error;
    },
  );
  return readFile(file);
}
