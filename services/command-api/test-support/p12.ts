import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** openssl's `ca` accepts any validity window (OpenSSL 3.0's `req -x509` has no -not_before). */
const CA_CONFIG = `[ca]
default_ca = d
[d]
database = index.txt
new_certs_dir = .
default_md = sha256
serial = serial
policy = p
[p]
commonName = supplied
organizationName = optional
serialNumber = optional
`;

/** 'YYYYMMDDHHMMSSZ', the form openssl ca reads. */
const asn1Time = (iso: string) => `${iso.replace(/[-:T]/g, '').slice(0, 14)}Z`;

/**
 * A client certificate as SIFEN asks for: a self-signed .p12 made with openssl, protected by a
 * password, its subject as given (`/CN=…/serialNumber=RUC80028061-0`), valid over the window given.
 * Returns it in base64, as the form sends it.
 */
export function makeP12(options: {
  password: string;
  subject: string;
  notBefore?: string;
  notAfter?: string;
  /** A .p12 holding only the certificate, as some exports wrongly do: nothing to sign with. */
  withoutKey?: boolean;
}): string {
  const dir = mkdtempSync(join(tmpdir(), 'p12-'));
  try {
    const run = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
    writeFileSync(join(dir, 'ca.cnf'), CA_CONFIG);
    writeFileSync(join(dir, 'index.txt'), '');
    writeFileSync(join(dir, 'serial'), '01\n');
    run('genrsa', '-out', 'k.pem', '2048');
    run('req', '-new', '-key', 'k.pem', '-out', 'r.csr', '-subj', options.subject);
    const day = 86_400_000;
    const notBefore = options.notBefore ?? new Date(Date.now() - day).toISOString();
    const notAfter = options.notAfter ?? new Date(Date.now() + 30 * day).toISOString();
    run(
      'ca',
      '-batch',
      '-config',
      'ca.cnf',
      '-selfsign',
      '-keyfile',
      'k.pem',
      '-in',
      'r.csr',
      '-out',
      'c.pem',
      '-notext',
      '-startdate',
      asn1Time(notBefore),
      '-enddate',
      asn1Time(notAfter),
    );
    run(
      'pkcs12',
      '-export',
      ...(options.withoutKey ? ['-nokeys'] : ['-inkey', 'k.pem']),
      '-in',
      'c.pem',
      '-out',
      'c.p12',
      '-passout',
      `pass:${options.password}`,
    );
    return readFileSync(join(dir, 'c.p12')).toString('base64');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
