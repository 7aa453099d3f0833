import { createSecureContext, TLSSocket } from 'node:tls';
import type { CertificateCheck } from '@lavadero/domain/dnit/dnit-config';

export interface CertificateInfo {
  readonly check: CertificateCheck;
  readonly subject: string | null;
  /** The subject's serialNumber (SIFEN: `RUC<ruc>-<dv>`). */
  readonly serialNumber: string | null;
  readonly expiresAt: string | null;
}

/**
 * Opens a .p12/.pfx with its password the way the TLS client will (OpenSSL through Node), and reads
 * the subject and expiry the screen shows. A wrong password fails OpenSSL's MAC check.
 */
export function inspectCertificate(pfx: Buffer, passphrase: string | undefined): CertificateInfo {
  let context: ReturnType<typeof createSecureContext>;
  try {
    context = createSecureContext({ pfx, passphrase: passphrase ?? '' });
  } catch (error) {
    const wrongPassword = /mac verify|bad decrypt|password/i.test((error as Error).message);
    const check = wrongPassword ? 'wrong_password' : 'unreadable';
    return { check, subject: null, serialNumber: null, expiresAt: null };
  }
  const socket = new TLSSocket(null as never, { secureContext: context });
  const cert = socket.getCertificate();
  socket.destroy();
  if (!cert || !('subject' in cert))
    return { check: 'ok', subject: null, serialNumber: null, expiresAt: null };
  const subject = Object.entries(cert.subject ?? {})
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join('+') : v}`)
    .join(', ');
  const serial = cert.subject?.serialNumber;
  const serialNumber = (Array.isArray(serial) ? serial[0] : serial) ?? null;
  const expiry = Date.parse(cert.valid_to);
  const expiresAt = Number.isNaN(expiry) ? null : new Date(expiry).toISOString();
  return { check: 'ok', subject, serialNumber, expiresAt };
}
