import { newKeyAndRequest, withOpenssl } from '../test-openssl';

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
  return withOpenssl('sifen-p12-', (openssl, { read }) => {
    const subject = `/C=PY/O=LAVADERO PRUEBA S.A./CN=LAVADERO PRUEBA S.A./serialNumber=${options.serialNumber ?? 'RUC80028061-0'}`;
    newKeyAndRequest(openssl, 'signer', subject);
    openssl(
      ...['x509', '-req', '-in', 'signer.csr', '-signkey', 'signer.key', '-out', 'cert.pem'],
      ...['-days', String(options.days ?? 2)],
    );
    openssl(
      ...['pkcs12', '-export', ...(options.withoutKey ? ['-nokeys'] : ['-inkey', 'signer.key'])],
      ...['-in', 'cert.pem', '-out', 'key.p12'],
      ...['-passout', `pass:${options.password}`],
    );
    return { p12: read('key.p12'), certificatePem: read('cert.pem').toString('utf8') };
  });
}
