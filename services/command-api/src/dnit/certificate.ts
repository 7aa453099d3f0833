import { createSecureContext, TLSSocket } from 'node:tls';
import type { CertificateCheck } from '@lavadero/domain/dnit/dnit-config';
import type { CertificateFacts } from '@lavadero/domain/dnit/electronic-emission';
import { SigningKeyError } from '@lavadero/fiscal/sifen/errors';
import { openSigningKey } from '@lavadero/fiscal/sifen/signing-key';

export interface CertificateInfo {
  readonly check: CertificateCheck;
  readonly subject: string | null;
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
    return { check: wrongPassword ? 'wrong_password' : 'unreadable', subject: null, expiresAt: null };
  }
  const socket = new TLSSocket(null as never, { secureContext: context });
  const cert = socket.getCertificate();
  socket.destroy();
  if (!cert || !('subject' in cert)) return { check: 'ok', subject: null, expiresAt: null };
  const subject = Object.entries(cert.subject ?? {})
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join('+') : v}`)
    .join(', ');
  const expiry = Date.parse(cert.valid_to);
  return { check: 'ok', subject, expiresAt: Number.isNaN(expiry) ? null : new Date(expiry).toISOString() };
}

/**
 * Opens the .p12 the way the fiscal worker opens it to sign (libs/fiscal's openSigningKey): what is
 * accepted for electronic emission is what the worker can sign with, private key included. The RUC
 * and expiry come from the certificate that matches the key.
 */
export function inspectSigningKey(
  pfx: Buffer,
  passphrase: string | undefined,
): { readonly check: CertificateCheck; readonly facts: CertificateFacts | null } {
  try {
    const key = openSigningKey(pfx, passphrase ?? '');
    const serialNumber = key.ruc ? `RUC${key.ruc}` : null;
    return { check: 'ok', facts: { serialNumber, expiresAt: key.notAfter } };
  } catch (error) {
    if (error instanceof SigningKeyError) return { check: error.reason, facts: null };
    throw error;
  }
}
