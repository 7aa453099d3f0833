import { newKeyAndRequest, withOpenssl } from '@lavadero/fiscal/test-openssl';

/**
 * For tests of the DNIT connection: a local CA, a server certificate it signs for 127.0.0.1 and
 * localhost, and a self-signed certificate no CA vouches for (made with openssl, valid two days).
 */
export function makeTestCertificates() {
  return withOpenssl('dnit-tls-', (openssl, { read, write }) => {
    const selfSigned = (name: string, subject: string) =>
      openssl(
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2'],
        ...['-keyout', `${name}.key`, '-out', `${name}.pem`, '-subj', subject],
      );
    selfSigned('ca', '/CN=CA de prueba');
    newKeyAndRequest(openssl, 'srv', '/CN=127.0.0.1');
    write('san.ext', 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
    openssl(
      ...['x509', '-req', '-in', 'srv.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial'],
      ...['-out', 'srv.pem', '-days', '2', '-extfile', 'san.ext'],
    );
    selfSigned('self', '/CN=127.0.0.1');
    return {
      ca: read('ca.pem'),
      key: read('srv.key'),
      cert: read('srv.pem'),
      selfKey: read('self.key'),
      selfCert: read('self.pem'),
    };
  });
}
