import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * For tests of signing: a self-signed certificate whose subject names the RUC as SIFEN's
 * certificates do (serialNumber 'RUC80028061-0'), in a .p12 made by openssl with its defaults
 * (AES-256/PBKDF2), like the one a company uploads. `days` below zero gives an expired one.
 */
export function makeSigningP12(options: {
  password: string;
  days?: number;
  serialNumber?: string;
  /** A .p12 holding only the certificate, as some exports wrongly do. */
  withoutKey?: boolean;
}) {
  const dir = mkdtempSync(join(tmpdir(), 'sifen-p12-'));
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
  try {
    const subject = `/C=PY/O=LAVADERO PRUEBA S.A./CN=LAVADERO PRUEBA S.A./serialNumber=${options.serialNumber ?? 'RUC80028061-0'}`;
    openssl(
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'key.pem',
      '-out',
      'req.csr',
      '-subj',
      subject,
    );
    openssl(
      ...['x509', '-req', '-in', 'req.csr', '-signkey', 'key.pem', '-out', 'cert.pem'],
      ...['-days', String(options.days ?? 2)],
    );
    openssl(
      ...['pkcs12', '-export', ...(options.withoutKey ? ['-nokeys'] : ['-inkey', 'key.pem'])],
      ...['-in', 'cert.pem', '-out', 'key.p12'],
      ...['-passout', `pass:${options.password}`],
    );
    return {
      p12: readFileSync(join(dir, 'key.p12')),
      certificatePem: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
