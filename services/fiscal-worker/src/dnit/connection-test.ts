import { request } from 'node:https';

export interface ConnectionTarget {
  readonly endpointUrl: string;
  /** The client certificate (.p12/.pfx): SIFEN asks for mutual TLS. */
  readonly pfx?: Buffer;
  readonly passphrase?: string;
  readonly authToken?: string;
  /** Extra trusted roots; by default Node's (the system's) only. */
  readonly ca?: string | Buffer;
  readonly timeoutMs?: number;
}

export interface ConnectionResult {
  readonly success: boolean;
  readonly error: string | null;
}

const UNTRUSTED_CERT_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** The Spanish reason a person can act on, from Node's error code. */
export function describeConnectionError(error: NodeJS.ErrnoException, host: string): string {
  const code = error.code ?? '';
  if (code === 'ECONNREFUSED') return `Conexión rechazada: ningún servicio escucha en ${host}.`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `No se encontró el servidor ${host} (DNS).`;
  if (code === 'ETIMEDOUT') return `Tiempo de espera agotado al conectar con ${host}.`;
  if (UNTRUSTED_CERT_CODES.has(code))
    return `El certificado del servidor ${host} no es de confianza (${code}).`;
  if (
    code === 'ERR_SSL_WRONG_VERSION_NUMBER' ||
    /wrong version number|packet length too long/i.test(error.message)
  )
    return `El servidor ${host} no respondió con TLS (¿la URL debería ser https?).`;
  if (code === 'ECONNRESET')
    return `El servidor ${host} cerró la conexión (¿rechazó el certificado del cliente?).`;
  return `No se pudo conectar con ${host}: ${error.message}`;
}

/**
 * Opens a real TLS connection to the DNIT endpoint, verifying the server's certificate and
 * presenting the client certificate when there is one, and says whether the server answered.
 */
export function testConnection(target: ConnectionTarget): Promise<ConnectionResult> {
  let url: URL;
  try {
    url = new URL(target.endpointUrl);
  } catch {
    return Promise.resolve({ success: false, error: 'Debe ser una URL válida' });
  }
  if (url.protocol !== 'https:')
    return Promise.resolve({ success: false, error: 'La URL de DNIT debe usar https (conexión cifrada).' });
  const host = url.host;
  return new Promise((resolve) => {
    const req = request(url, {
      method: 'GET',
      pfx: target.pfx,
      passphrase: target.passphrase,
      ca: target.ca,
      rejectUnauthorized: true,
      headers: target.authToken ? { authorization: `Bearer ${target.authToken}` } : {},
      timeout: target.timeoutMs ?? 15_000,
      agent: false,
    });
    req.on('response', (res) => {
      res.resume();
      const status = res.statusCode ?? 0;
      resolve(
        status < 400
          ? { success: true, error: null }
          : { success: false, error: `El servidor DNIT respondió con el estado HTTP ${status}.` },
      );
    });
    req.on('timeout', () => {
      req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' }));
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ success: false, error: describeConnectionError(error, host) }),
    );
    req.end();
  });
}
