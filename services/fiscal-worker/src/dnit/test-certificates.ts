import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * For tests of the DNIT connection: a local CA, a server certificate it signs for 127.0.0.1 and
 * localhost, and a self-signed certificate no CA vouches for (made with openssl, valid two days).
 */
export function makeTestCertificates() {
  const dir = mkdtempSync(join(tmpdir(), 'dnit-tls-'));
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
  const newKey = ['-newkey', 'rsa:2048', '-nodes', '-days', '2'];
  writeFileSync(join(dir, 'san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  openssl('req', '-x509', ...newKey, '-keyout', 'ca.key', '-out', 'ca.pem', '-subj', '/CN=CA de prueba');
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'srv.key',
    '-out',
    'srv.csr',
    '-subj',
    '/CN=127.0.0.1',
  );
  openssl(
    'x509',
    ...['-req', '-in', 'srv.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial'],
    ...['-out', 'srv.pem', '-days', '2', '-extfile', 'san.ext'],
  );
  openssl('req', '-x509', ...newKey, '-keyout', 'self.key', '-out', 'self.pem', '-subj', '/CN=127.0.0.1');
  const read = (file: string) => readFileSync(join(dir, file));
  return {
    ca: read('ca.pem'),
    key: read('srv.key'),
    cert: read('srv.pem'),
    selfKey: read('self.key'),
    selfCert: read('self.pem'),
  };
}
