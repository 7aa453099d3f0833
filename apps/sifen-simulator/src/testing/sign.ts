import { SignedXml } from 'xml-crypto';

/**
 * Test-only signing, as a taxpayer's system would: enveloped, exclusive c14n, RSA-SHA256, the
 * Reference pointing at the element's Id, the signature placed right after that element.
 * Written here, not imported from libs/fiscal, so the simulator never checks code with itself.
 */
export function signElement(
  xml: string,
  localName: string,
  key: { keyPem: string; certPem: string },
): string {
  const signer = new SignedXml({
    privateKey: key.keyPem,
    publicCert: key.certPem,
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  });
  const xpath = `//*[local-name(.)='${localName}']`;
  signer.addReference({
    xpath,
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signer.computeSignature(xml, { location: { reference: xpath, action: 'after' } });
  return signer.getSignedXml();
}
