import { createPrivateKey, type KeyObject } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import type { SigningKey } from './signing-key';

const EXCLUSIVE_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';

/** Parsing the PEM costs about a millisecond a signature: each key is parsed once. */
const parsedKeys = new WeakMap<SigningKey, KeyObject>();
function privateKeyOf(key: SigningKey): KeyObject {
  let parsed = parsedKeys.get(key);
  if (!parsed) {
    parsed = createPrivateKey(key.privateKeyPem);
    parsedKeys.set(key, parsed);
  }
  return parsed;
}

export interface SignedText {
  readonly xml: string;
  /** The Reference's DigestValue (base64), which the QR code carries. */
  readonly digestValue: string;
}

/**
 * Signs the element `name` (its Id attribute is the Reference URI) and places the Signature right
 * after it, as SIFEN wants it. xml-crypto computes the signature; its text is spliced into ours
 * rather than taking xml-crypto's re-serialised document, so every byte outside the Signature stays
 * as built (exclusive canonicalisation makes the Signature independent of where it sits).
 */
function signElement(xml: string, name: 'DE' | 'rEve', key: SigningKey): SignedText {
  const closing = `</${name}>`;
  const at = xml.indexOf(closing);
  if (at < 0 || xml.indexOf(closing, at + 1) >= 0) {
    throw new Error(`El XML debe contener exactamente un elemento ${name}`);
  }
  const xpath = `//*[local-name(.)='${name}']`;
  const signer = new SignedXml({
    privateKey: privateKeyOf(key),
    publicCert: key.certificatePem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXCLUSIVE_C14N,
    getKeyInfoContent: () =>
      `<X509Data><X509Certificate>${key.certificateDerBase64}</X509Certificate></X509Data>`,
  });
  signer.addReference({ xpath, transforms: [ENVELOPED, EXCLUSIVE_C14N], digestAlgorithm: SHA256 });
  signer.computeSignature(xml, { location: { reference: xpath, action: 'after' } });
  const signature = signer.getSignatureXml();
  const digestValue = /<DigestValue>([^<]+)<\/DigestValue>/.exec(signature)?.[1];
  if (!digestValue) throw new Error('La firma no tiene DigestValue');
  const end = at + closing.length;
  return { xml: `${xml.slice(0, end)}${signature}${xml.slice(end)}`, digestValue };
}

/** Enveloped XML-DSig of the DE (RSA-SHA256, exclusive c14n, SHA-256), Signature after DE in rDE. */
export function signDocument(xml: string, key: SigningKey): SignedText {
  return signElement(xml, 'DE', key);
}

/** The same signature for an event: over rEve, placed after it inside rGesEve. */
export function signEvent(xml: string, key: SigningKey): SignedText {
  return signElement(xml, 'rEve', key);
}
