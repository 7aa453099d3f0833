import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { splitRuc } from './fixtures';

/** A taxpayer's .p12 as DNIT would issue it, plus its PEM parts for tests that sign by hand. */
export interface ClientCertificate {
  readonly p12: Buffer;
  readonly password: string;
  /** 'base-dv', as in the certificate's serialNumber. */
  readonly ruc: string;
  readonly certPem: string;
  readonly keyPem: string;
  readonly p12Path: string;
}

export interface IssueClientCertificateOptions {
  readonly ruc: string;
  readonly password: string;
  readonly expired?: boolean;
  readonly razonSocial?: string;
}

/** The simulator's CA, its server certificate, and the client certificates it vouches for. */
export interface SimulatorCertificates {
  readonly dir: string;
  readonly caPem: string;
  readonly caPath: string;
  readonly serverCert: string;
  readonly serverKey: string;
  issueClientCertificate(options: IssueClientCertificateOptions): ClientCertificate;
}

// `openssl ca` rather than `x509 -req`: it takes explicit start and end dates, which an expired
// certificate needs (OpenSSL 3.0's x509 has no -not_before).
const CA_CONFIG = `[ca]
default_ca = sim
[sim]
database = index.txt
new_certs_dir = .
serial = serial
default_md = sha256
policy = any
unique_subject = no
copy_extensions = copy
[any]
countryName = optional
organizationName = optional
commonName = optional
serialNumber = optional
`;

/** Arguments written as one line (none of them holds a space). */
const words = (line: string) => line.split(' ');
let issued = 0;

const stamp = (d: Date) => `${d.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

/**
 * Loads the CA and server certificate from `dir`, or creates them there (or in a fresh temporary
 * folder): a CA valid ten years and a server certificate for 127.0.0.1 and localhost.
 */
export function simulatorCertificates(dir?: string): SimulatorCertificates {
  const folder = dir ?? mkdtempSync(join(tmpdir(), 'sifen-sim-'));
  mkdirSync(folder, { recursive: true });
  const at = (file: string) => join(folder, file);
  const openssl = (...args: string[]) =>
    execFileSync('openssl', args, { cwd: folder, stdio: ['ignore', 'ignore', 'pipe'] });
  if (!existsSync(at('ca.pem')) || !existsSync(at('server.pem'))) {
    writeFileSync(at('ca.cnf'), CA_CONFIG);
    writeFileSync(at('index.txt'), '');
    writeFileSync(at('serial'), '1000\n');
    writeFileSync(at('server.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
    openssl(
      ...words('req -x509 -newkey rsa:2048 -nodes -days 3650 -keyout ca.key -out ca.pem -subj'),
      '/CN=CA SIFEN simulador',
    );
    openssl(...words('req -newkey rsa:2048 -nodes -keyout server.key -out server.csr -subj /CN=127.0.0.1'));
    openssl(
      ...words('x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out server.pem'),
      ...words('-days 3650 -extfile server.ext'),
    );
  }
  const read = (file: string) => readFileSync(at(file), 'utf8');
  return {
    dir: folder,
    caPem: read('ca.pem'),
    caPath: at('ca.pem'),
    serverCert: read('server.pem'),
    serverKey: read('server.key'),
    issueClientCertificate({ ruc, password, expired = false, razonSocial = 'CONTRIBUYENTE DE PRUEBA' }) {
      const [base, dv] = splitRuc(ruc);
      issued += 1;
      const name = `cliente-${base}-${expired ? 'vencido' : 'vigente'}-${Date.now()}-${issued}`;
      const now = Date.now();
      const [from, to] = expired
        ? [new Date(now - 10 * 86_400_000), new Date(now - 86_400_000)]
        : [new Date(now - 86_400_000), new Date(now + 365 * 86_400_000)];
      const subject = `/C=PY/O=${razonSocial}/CN=${razonSocial}/serialNumber=RUC${base}-${dv}`;
      openssl(...words(`req -newkey rsa:2048 -nodes -keyout ${name}.key -out ${name}.csr -subj`), subject);
      openssl(
        ...words('ca -batch -config ca.cnf -cert ca.pem -keyfile ca.key -preserveDN -notext'),
        ...words(`-startdate ${stamp(from)} -enddate ${stamp(to)} -in ${name}.csr -out ${name}.pem`),
      );
      // The password goes through the environment, not the command line other users can read.
      execFileSync(
        'openssl',
        [
          ...words(`pkcs12 -export -inkey ${name}.key -in ${name}.pem -certfile ca.pem -out ${name}.p12`),
          '-passout',
          'env:P12_PASSWORD',
        ],
        { cwd: folder, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, P12_PASSWORD: password } },
      );
      return {
        p12: readFileSync(at(`${name}.p12`)),
        password,
        ruc: `${base}-${dv}`,
        certPem: read(`${name}.pem`),
        keyPem: read(`${name}.key`),
        p12Path: at(`${name}.p12`),
      };
    },
  };
}
