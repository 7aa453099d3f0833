import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs openssl in the folder it was made for; a failure throws with openssl's exit code. */
export type Openssl = (...args: string[]) => void;

/** The temporary folder openssl works in: read what it wrote, write what it reads. */
export interface OpensslFolder {
  readonly read: (file: string) => Buffer;
  readonly write: (file: string, text: string) => void;
}

/**
 * For tests that need certificates: runs `make` with openssl working in a fresh temporary folder,
 * then removes the folder.
 */
export function withOpenssl<T>(prefix: string, make: (openssl: Openssl, folder: OpensslFolder) => T): T {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    const openssl: Openssl = (...args) => {
      execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
    };
    return make(openssl, {
      read: (file) => readFileSync(join(dir, file)),
      write: (file, text) => writeFileSync(join(dir, file), text),
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A new RSA key and a signing request for `subject`, written as `<name>.key` and `<name>.csr`. */
export function newKeyAndRequest(openssl: Openssl, name: string, subject: string): void {
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    `${name}.key`,
    '-out',
    `${name}.csr`,
    '-subj',
    subject,
  );
}
