import { describe, expect, it } from 'vitest';
import { SigningKeyError } from './errors';
import { openSigningKey } from './signing-key';
import { makeSigningP12 } from './test-certificates';

const PASSWORD = 'contraseña segura';

function failure(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof SigningKeyError) return error.reason;
    throw error;
  }
  return undefined;
}

describe('openSigningKey', () => {
  it('opens an OpenSSL 3 .p12 and reads the RUC and the expiry from its certificate', () => {
    const { p12, certificatePem } = makeSigningP12({ password: PASSWORD, days: 2 });
    const key = openSigningKey(p12, PASSWORD);
    expect(key.ruc).toBe('80028061-0');
    expect(key.privateKeyPem).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);
    expect(key.certificatePem.replace(/\r/g, '')).toBe(certificatePem);
    expect(Buffer.from(key.certificateDerBase64, 'base64').toString('base64')).toBe(key.certificateDerBase64);
    const days = (Date.parse(key.notAfter) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(1.9);
    expect(days).toBeLessThan(2.1);
  });

  it('gives the expiry of an expired certificate in the past (the caller decides with its clock)', () => {
    const key = openSigningKey(makeSigningP12({ password: PASSWORD, days: -1 }).p12, PASSWORD);
    expect(Date.parse(key.notAfter)).toBeLessThan(Date.now());
  });

  it('no RUC when the subject does not name one', () => {
    const key = openSigningKey(
      makeSigningP12({ password: PASSWORD, serialNumber: 'CI1234567' }).p12,
      PASSWORD,
    );
    expect(key.ruc).toBeNull();
  });

  it('says why it cannot open: wrong password, not a .p12, no private key', () => {
    const { p12 } = makeSigningP12({ password: PASSWORD });
    expect(failure(() => openSigningKey(p12, 'otra'))).toBe('wrong_password');
    expect(failure(() => openSigningKey(Buffer.from('no es un certificado'), PASSWORD))).toBe('unreadable');
    expect(failure(() => openSigningKey(p12.subarray(0, 200), PASSWORD))).toBe('unreadable');
    const certificateOnly = makeSigningP12({ password: PASSWORD, withoutKey: true }).p12;
    expect(failure(() => openSigningKey(certificateOnly, PASSWORD))).toBe('no_private_key');
    expect(new SigningKeyError('wrong_password').message).toBe(
      'La contraseña del certificado no es correcta',
    );
  });
});
