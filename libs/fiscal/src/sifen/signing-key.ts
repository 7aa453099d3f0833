import forge from 'node-forge';
import { SigningKeyError } from './errors';

/** The company's signing key and certificate, opened once from its .p12 and kept by the caller. */
export interface SigningKey {
  readonly privateKeyPem: string;
  readonly certificatePem: string;
  /** For KeyInfo/X509Data/X509Certificate. */
  readonly certificateDerBase64: string;
  /** 'NNNNNNNN-D' from the subject's serialNumber 'RUC<ruc>-<dv>'; null when it names no RUC. */
  readonly ruc: string | null;
  /** ISO instant the certificate expires: the caller compares it with its clock. */
  readonly notAfter: string;
}

const SERIAL_NUMBER_OID = '2.5.4.5';

function parse(p12: Buffer, password: string): forge.pkcs12.Pkcs12Pfx {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
  } catch {
    throw new SigningKeyError('unreadable');
  }
  try {
    return forge.pkcs12.pkcs12FromAsn1(asn1, password);
  } catch (error) {
    // node-forge says so when the MAC (keyed by the password) does not verify.
    if (error instanceof Error && /invalid password|mac could not be verified/i.test(error.message)) {
      throw new SigningKeyError('wrong_password');
    }
  }
  // The MAC verified, the decryption did not. OpenSSL 3 derives the AES key (PBKDF2) from the
  // password's UTF-8 bytes, node-forge from one byte per character: they differ on 'ñ' or 'á'.
  // Retry with the UTF-8 bytes, leaving out the MAC already checked with the real password.
  if (/[^\x20-\x7e]/.test(password) && Array.isArray(asn1.value)) {
    try {
      const withoutMac = { ...asn1, value: asn1.value.slice(0, 2) };
      return forge.pkcs12.pkcs12FromAsn1(withoutMac, forge.util.encodeUtf8(password));
    } catch {
      // unreadable, below
    }
  }
  throw new SigningKeyError('unreadable');
}

function bagsOf(pfx: forge.pkcs12.Pkcs12Pfx, type: string): forge.pkcs12.Bag[] {
  return pfx.getBags({ bagType: type })[type] ?? [];
}

function rucOf(certificate: forge.pki.Certificate): string | null {
  const field = certificate.subject.attributes.find((a) => a.type === SERIAL_NUMBER_OID);
  const match = /^RUC(\d{1,8})-(\d)$/.exec(String(field?.value ?? '').trim());
  return match ? `${match[1]}-${match[2]}` : null;
}

/** The certificate whose public key is the private key's (a .p12 may carry its CA chain too). */
function certificateFor(key: forge.pki.rsa.PrivateKey, certificates: forge.pki.Certificate[]) {
  return certificates.find((c) => {
    const publicKey = c.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.equals(key.n) && publicKey.e?.equals(key.e);
  });
}

/** Opens a .p12 (OpenSSL 3's AES/PBKDF2 default included). Throws SigningKeyError with a reason. */
export function openSigningKey(p12: Buffer, password: string): SigningKey {
  const pfx = parse(p12, password);
  const keyBag = [
    ...bagsOf(pfx, forge.pki.oids.pkcs8ShroudedKeyBag ?? ''),
    ...bagsOf(pfx, forge.pki.oids.keyBag ?? ''),
  ].find((bag) => bag.key);
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new SigningKeyError('no_private_key');
  const certificates = bagsOf(pfx, forge.pki.oids.certBag ?? '').flatMap((bag) =>
    bag.cert ? [bag.cert] : [],
  );
  const certificate = certificateFor(key, certificates);
  if (!certificate) throw new SigningKeyError('unreadable');
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes();
  return {
    privateKeyPem: forge.pki.privateKeyToPem(key),
    certificatePem: forge.pki.certificateToPem(certificate),
    certificateDerBase64: forge.util.encode64(der),
    ruc: rucOf(certificate),
    notAfter: certificate.validity.notAfter.toISOString(),
  };
}
